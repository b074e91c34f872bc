// The signed-in navigation (spec core §2 sidebar table) with role-gated Admin and Owner groups.
import { X } from 'lucide-react';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../contracts/auth.js';
import {
  NAV_GROUP_LABELS,
  paths,
  sidebarFor,
  type NavEntry,
  type NavGroup,
} from '../../../contracts/web-routes.js';
import { BrandLogo } from '../../components/layout/brand-logo.js';
import { cn } from '../../lib/cn.js';
import { SidebarNavItem } from './sidebar-nav-item.js';
import { SidebarUser } from './sidebar-user.js';
import { useAlertCount } from './use-alert-count.js';
import { WorkspaceSwitcher } from './workspace-switcher.js';

export const SIDEBAR_ID = 'app-sidebar';

export type SidebarProps = { user: CurrentUser; isOpen: boolean; onClose: () => void };

export function Sidebar({ user, isOpen, onClose }: SidebarProps) {
  const alertCount = useAlertCount();
  const entries = sidebarFor(user);
  const group = (g: NavGroup): NavEntry[] => entries.filter((e) => e.group === g);

  const list = (items: NavEntry[]) => (
    <ul className="flex flex-col gap-0.5">
      {items.map((entry) => (
        <li key={entry.path}>
          <SidebarNavItem entry={entry} alertCount={alertCount} onNavigate={onClose} />
        </li>
      ))}
    </ul>
  );

  return (
    <aside
      id={SIDEBAR_ID}
      data-testid="sidebar"
      aria-label="Sidebar"
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-slate-200 bg-white',
        'transition-[transform,visibility] duration-200 lg:visible lg:translate-x-0',
        isOpen ? 'visible translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <Link to={paths.home} onClick={onClose}>
          <BrandLogo />
        </Link>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close navigation"
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 lg:hidden"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
      <WorkspaceSwitcher user={user} />
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        {list(group('main'))}
        {(['admin', 'owner'] as const).map((g) => {
          const items = group(g);
          if (items.length === 0) return null;
          return (
            <div
              key={g}
              role="group"
              aria-labelledby={`nav-group-${g}`}
              data-testid={`nav-group-${g}`}
              className="mt-6"
            >
              <p
                id={`nav-group-${g}`}
                className="px-3 pb-2 text-xs font-semibold tracking-wider text-slate-500 uppercase"
              >
                {NAV_GROUP_LABELS[g]}
              </p>
              {list(items)}
            </div>
          );
        })}
      </nav>
      <SidebarUser user={user} />
    </aside>
  );
}
