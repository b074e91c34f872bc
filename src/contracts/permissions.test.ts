import { describe, expect, it } from 'vitest';
import { can, mayGrant, permissionsOf } from './permissions.js';

describe('the permission map', () => {
  it('decides workspace actions by the workspace role, platform actions by the platform role', () => {
    const platformAdminViewer = { platformRole: 'admin', workspaceRole: 'viewer' } as const;
    expect(can(platformAdminViewer, 'deleteProperties')).toBe(false);
    expect(can(platformAdminViewer, 'managePromoCodes')).toBe(true);
    expect(can(platformAdminViewer, 'viewBusinessMetrics')).toBe(false);
    const customerAdmin = { platformRole: null, workspaceRole: 'admin' } as const;
    expect(can(customerAdmin, 'deleteProperties')).toBe(true);
    expect(can(customerAdmin, 'managePromoCodes')).toBe(false);
    expect(can({ platformRole: 'owner', workspaceRole: 'staff' }, 'exportCustomers')).toBe(true);
    expect(can(null, 'viewProperties')).toBe(false);
  });

  it('gives staff the writing actions and viewers only reading ones', () => {
    expect(permissionsOf('viewer')).toEqual([
      'viewProperties',
      'downloadReports',
      'viewStatusPages',
      'viewIncidents',
    ]);
    expect(permissionsOf('staff')).toEqual([
      'viewProperties',
      'editProperties',
      'runChecks',
      'markAlerts',
      'downloadReports',
      'viewNotificationLog',
      'importProperties',
      'manageMaintenance',
      'viewStatusPages',
      'postIncidents',
      'viewIncidents',
      'respondToIncidents',
    ]);
    expect(permissionsOf('admin')).toHaveLength(21);
  });

  it('lets a role grant only roles no higher than itself', () => {
    expect(mayGrant('admin', 'admin')).toBe(true);
    expect(mayGrant('staff', 'admin')).toBe(false);
    expect(mayGrant('staff', 'viewer')).toBe(true);
  });
});
