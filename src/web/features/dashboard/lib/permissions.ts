// What the signed-in role may do on the dashboard (DESIGN §1; the server enforces the same).

/** staff and admins (workspace or platform) run checks and edit properties */
export const canRunChecks = (role: string | null | undefined): boolean =>
  role === 'staff' || role === 'admin' || role === 'owner';

/** only admins delete properties */
export const canDeleteProperties = (role: string | null | undefined): boolean =>
  role === 'admin' || role === 'owner';
