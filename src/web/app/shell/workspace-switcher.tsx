// Chooses the workspace the person acts in; shown only to people in more than one.
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../../../contracts/auth.js';
import { ROLE_LABELS } from '../../../contracts/roles.js';
import { paths } from '../../../contracts/web-routes.js';
import { toast } from '../../components/ui/toast/toast-store.js';
import { toastApiError } from '../../lib/toast-api-error.js';
import { useSwitchWorkspace } from '../../lib/auth/use-switch-workspace.js';

export function WorkspaceSwitcher({ user }: { user: CurrentUser }) {
  const switchWorkspace = useSwitchWorkspace();
  const navigate = useNavigate();
  if (user.workspaces.length < 2) return null;

  const onChange = (workspaceId: string) => {
    switchWorkspace.mutate(workspaceId, {
      onSuccess: (next) => {
        // a page of the old workspace (a property, say) means nothing in the new one
        void navigate(paths.home);
        toast({
          title: 'Workspace switched',
          description: `Now working in ${next.workspace.name}`,
        });
      },
      onError: (error) =>
        toastApiError(error, undefined, { description: 'Failed to switch workspace' }),
    });
  };

  return (
    <div className="border-b border-slate-200 px-4 py-3">
      <label htmlFor="workspace-switcher" className="block text-xs font-medium text-slate-600">
        Workspace
      </label>
      <select
        id="workspace-switcher"
        data-testid="workspace-switcher"
        value={user.workspace.id}
        disabled={switchWorkspace.isPending}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
      >
        {user.workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.name} ({ROLE_LABELS[w.role]})
          </option>
        ))}
      </select>
    </div>
  );
}
