import { Circle, ExternalLink } from 'lucide-react';
import { NavLink } from 'react-router';
import { navTestId, type NavEntry } from '../../../contracts/web-routes.js';
import { cn } from '../../lib/cn.js';
import { navIcons } from './nav-icons.js';

const itemClass =
  'group flex items-center gap-3 rounded-md px-3 py-1.5 text-sm font-medium transition-colors';
const idleClass = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'bg-brand-50 text-brand-700';

export type SidebarNavItemProps = { entry: NavEntry; alertCount: number; onNavigate: () => void };

export function SidebarNavItem({ entry, alertCount, onNavigate }: SidebarNavItemProps) {
  const Icon = navIcons[entry.path] ?? Circle;
  const testId = navTestId(entry.path);
  const content = (
    <>
      <Icon aria-hidden="true" className="h-4 w-4 shrink-0" />
      <span className="flex-1 truncate">{entry.label}</span>
      {entry.alertBadge && alertCount >= 1 && (
        <span
          data-testid="alerts-badge"
          className="rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white"
        >
          {alertCount}
        </span>
      )}
      {entry.newTab && (
        <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-slate-400" />
      )}
    </>
  );

  if (entry.newTab) {
    return (
      <a
        href={entry.path}
        target="_blank"
        rel="noopener"
        title="Opens in a new tab"
        data-testid={testId}
        className={cn(itemClass, idleClass)}
      >
        {content}
      </a>
    );
  }
  return (
    <NavLink
      to={entry.path}
      end
      data-testid={testId}
      onClick={onNavigate}
      className={({ isActive }) => cn(itemClass, isActive ? activeClass : idleClass)}
    >
      {content}
    </NavLink>
  );
}
