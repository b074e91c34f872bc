// Sidebar footer: avatar, name, role label and log-out (spec core §2).
import { LogOut } from 'lucide-react';
import type { CurrentUser } from '../../../contracts/auth.js';
import { roleLabel } from '../../../contracts/roles.js';
import { serverPaths } from '../../../contracts/web-routes.js';
import { avatarInitial, displayName } from '../../lib/user-display.js';

export function SidebarUser({ user }: { user: CurrentUser }) {
  const name = displayName(user);
  return (
    <div className="flex items-center gap-3 border-t border-slate-200 p-4">
      <span
        data-testid="user-avatar"
        className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700 uppercase"
      >
        {user.profileImageUrl ? (
          <img src={user.profileImageUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          avatarInitial(user)
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p data-testid="user-name" className="truncate text-sm font-medium text-slate-900">
          {name}
        </p>
        <p data-testid="user-role" className="truncate text-xs text-slate-500">
          {roleLabel(user.role)}
        </p>
      </div>
      <button
        type="button"
        data-testid="logout"
        aria-label="Log out"
        title="Log out"
        onClick={() => {
          window.location.href = serverPaths.logout;
        }}
        className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
