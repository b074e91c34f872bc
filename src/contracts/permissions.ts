// The one permission map (DESIGN §1): every action and the roles that may do it. Server guards,
// web buttons, sidebar groups, the client route table and the Team page's Role Permissions
// summary all read it; no other place decides a permission.
import type { PlatformRole, WorkspaceRole } from './roles.js';

/** Actions inside a workspace, decided by the caller's role in the current workspace only. */
export const WORKSPACE_PERMISSIONS = {
  viewProperties: ['admin', 'staff', 'viewer'],
  editProperties: ['admin', 'staff'],
  deleteProperties: ['admin'],
  runChecks: ['admin', 'staff'],
  markAlerts: ['admin', 'staff'],
  downloadReports: ['admin', 'staff', 'viewer'],
  viewNotificationLog: ['admin', 'staff'],
  importProperties: ['admin', 'staff'],
  /** schedule, edit, end early and cancel maintenance windows (viewers read them) */
  manageMaintenance: ['admin', 'staff'],
  /** create, edit and delete property groups and their upstreams (issue 29); assigning a
   * property to a group is editing it (editProperties) */
  manageGroups: ['admin'],
  manageTeam: ['admin'],
  manageBilling: ['admin'],
  manageSettings: ['admin'],
  manageWebhooks: ['admin'],
  manageApiKeys: ['admin'],
  viewStatusPages: ['admin', 'staff', 'viewer'],
  manageStatusPages: ['admin'],
  postIncidents: ['admin', 'staff'],
  /** the incidents of issue 29: every member reads them; staff and admins own them */
  viewIncidents: ['admin', 'staff', 'viewer'],
  respondToIncidents: ['admin', 'staff'],
  /** escalation policies and which property or group uses which (issue 29); every member reads
   * them (viewIncidents) */
  manageEscalation: ['admin'],
} as const satisfies Record<string, readonly WorkspaceRole[]>;

/** Actions of the site operator, decided by the platform role alone (never a workspace role). */
export const PLATFORM_PERMISSIONS = {
  managePromoCodes: ['owner', 'admin'],
  manageBetaTesters: ['owner', 'admin'],
  manageAffiliates: ['owner', 'admin'],
  viewBusinessMetrics: ['owner'],
  exportCustomers: ['owner'],
  /** the monitoring locations' health (issue 28): the System Overview banner when one is degraded */
  viewMonitoringLocations: ['owner'],
  /** add agent locations, pause, resume and revoke them (issue 28, decision 029) */
  manageMonitoringLocations: ['owner'],
} as const satisfies Record<string, readonly PlatformRole[]>;

export type WorkspacePermission = keyof typeof WORKSPACE_PERMISSIONS;
export type PlatformPermission = keyof typeof PLATFORM_PERMISSIONS;
export type Permission = WorkspacePermission | PlatformPermission;

/** What a permission check needs to know about the caller. */
export type RoleHolder = {
  workspaceRole: WorkspaceRole | null;
  platformRole: PlatformRole | null;
  /** set when the caller is an API key: its scope narrows what the role allows */
  apiKeyScope?: ApiKeyScope | null;
};

export function isWorkspacePermission(p: Permission): p is WorkspacePermission {
  return p in WORKSPACE_PERMISSIONS;
}

export function can(who: RoleHolder | null | undefined, action: Permission): boolean {
  if (!who) return false;
  if (isWorkspacePermission(action)) {
    const roles: readonly WorkspaceRole[] = WORKSPACE_PERMISSIONS[action];
    if (who.apiKeyScope && !API_KEY_PERMISSIONS[who.apiKeyScope].includes(action)) return false;
    return who.workspaceRole !== null && roles.includes(who.workspaceRole);
  }
  if (who.apiKeyScope) return false;
  const roles: readonly PlatformRole[] = PLATFORM_PERMISSIONS[action];
  return who.platformRole !== null && roles.includes(who.platformRole);
}

/**
 * What an API key may do (public REST API, spec commercial §7): a key acts in its workspace
 * within its scope, never beyond what the map gives admins, and never on platform actions.
 */
export const API_KEY_SCOPES = ['read', 'write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_PERMISSIONS: Record<ApiKeyScope, readonly WorkspacePermission[]> = {
  read: ['viewProperties', 'downloadReports', 'viewStatusPages', 'viewIncidents'],
  write: [
    'viewProperties',
    'downloadReports',
    'editProperties',
    'deleteProperties',
    'runChecks',
    'markAlerts',
    'manageWebhooks',
    'manageMaintenance',
    'manageGroups',
    'viewStatusPages',
    'manageStatusPages',
    'postIncidents',
    'viewIncidents',
    'respondToIncidents',
    'manageEscalation',
  ],
};

/** Documented per-key, per-hour limits by category (spec commercial §9). */
export const RATE_CATEGORIES = ['standard', 'monitoring', 'webhooks', 'reports'] as const;
export type RateCategory = (typeof RATE_CATEGORIES)[number];
export const RATE_LIMITS_PER_HOUR: Record<RateCategory, number> = {
  standard: 1000,
  monitoring: 500,
  webhooks: 100,
  reports: 50,
};

/** Highest first: an admin may grant any role, staff none (only admins manage the team). */
const ROLE_RANK: Record<WorkspaceRole, number> = { admin: 3, staff: 2, viewer: 1 };

/** An actor may grant a role no higher than their own. */
export function mayGrant(granter: WorkspaceRole, role: WorkspaceRole): boolean {
  return ROLE_RANK[role] <= ROLE_RANK[granter];
}

/** The Team page's Role Permissions summary: each workspace action in words, in this order. */
export const PERMISSION_LABELS: Record<WorkspacePermission, string> = {
  viewProperties: 'View properties, statuses and alerts',
  editProperties: 'Add and edit properties',
  deleteProperties: 'Delete properties',
  runChecks: 'Run checks',
  markAlerts: 'Mark alerts as read',
  downloadReports: 'Download reports',
  viewNotificationLog: 'See the notification log',
  importProperties: 'Import properties (Bulk Upload)',
  manageMaintenance: 'Schedule maintenance windows',
  manageGroups: 'Manage property groups and their upstreams',
  manageTeam: 'Manage the team',
  manageBilling: 'Manage billing',
  manageSettings: 'Manage workspace settings',
  manageWebhooks: 'Manage webhooks',
  manageApiKeys: 'Manage API keys',
  viewStatusPages: 'View status pages',
  manageStatusPages: 'Manage status pages',
  postIncidents: 'Post incidents and updates on status pages',
  viewIncidents: 'View incidents and their timelines',
  respondToIncidents: 'Acknowledge, add notes to and resolve incidents',
  manageEscalation: 'Manage escalation policies',
};

/** Rows for the Role Permissions summary: for each role, the actions it may take. */
export function permissionsOf(role: WorkspaceRole): WorkspacePermission[] {
  return (Object.keys(WORKSPACE_PERMISSIONS) as WorkspacePermission[]).filter((p) =>
    (WORKSPACE_PERMISSIONS[p] as readonly WorkspaceRole[]).includes(role),
  );
}
