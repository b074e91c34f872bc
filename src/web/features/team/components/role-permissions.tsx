// Role Permissions summary (spec commercial §2 Team): read from the one permission map, so it
// always says what the server enforces. Yes/No in words as well as marks (not colour alone).
import { Check, Minus } from 'lucide-react';
import { PERMISSION_LABELS, permissionsOf } from '../../../../contracts/permissions.js';
import type { WorkspacePermission } from '../../../../contracts/permissions.js';
import { ROLE_LABELS, WORKSPACE_ROLES } from '../../../../contracts/roles.js';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.js';

const ACTIONS = Object.keys(PERMISSION_LABELS) as WorkspacePermission[];

export function RolePermissions() {
  const allowed = Object.fromEntries(
    WORKSPACE_ROLES.map((r) => [r, new Set(permissionsOf(r))]),
  ) as Record<(typeof WORKSPACE_ROLES)[number], Set<WorkspacePermission>>;
  return (
    <Card data-testid="role-permissions">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Role Permissions</h2>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What each role may do in this workspace</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 pr-4 font-medium">
                Permission
              </th>
              {WORKSPACE_ROLES.map((r) => (
                <th key={r} scope="col" className="px-3 py-2 text-center font-medium">
                  {ROLE_LABELS[r]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ACTIONS.map((action) => (
              <tr key={action} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                  {PERMISSION_LABELS[action]}
                </th>
                {WORKSPACE_ROLES.map((r) => (
                  <td key={r} className="px-3 py-2 text-center">
                    {allowed[r].has(action) ? (
                      <span className="inline-flex items-center gap-1 text-emerald-700">
                        <Check aria-hidden="true" className="h-4 w-4" />
                        <span className="sr-only">Yes</span>
                      </span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-slate-400">
                        <Minus aria-hidden="true" className="h-4 w-4" />
                        <span className="sr-only">No</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
