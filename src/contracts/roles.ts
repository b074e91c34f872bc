// Workspace roles (a customer account) and platform roles (the site operator), DESIGN §1.
export const WORKSPACE_ROLES = ['admin', 'staff', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const PLATFORM_ROLES = ['owner', 'admin'] as const;
export type PlatformRole = (typeof PLATFORM_ROLES)[number];

/** The single `role` the client reads: the platform role when there is one, else the workspace role. */
export type EffectiveRole = 'owner' | 'admin' | 'staff' | 'viewer';

export function effectiveRole(
  platformRole: PlatformRole | null,
  workspaceRole: WorkspaceRole,
): EffectiveRole {
  return platformRole ?? workspaceRole;
}

export const ROLE_LABELS: Record<EffectiveRole, string> = {
  owner: 'Website Owner',
  admin: 'Administrator',
  staff: 'Staff',
  viewer: 'Viewer',
};

export function roleLabel(role: string | null | undefined): string {
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as EffectiveRole] : 'Viewer';
}
