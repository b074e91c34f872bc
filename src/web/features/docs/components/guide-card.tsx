import {
  BarChart3,
  BookOpen,
  Building2,
  Code2,
  Rocket,
  Settings,
  ShieldCheck,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ContentPageMeta } from '../../../../contracts/content.js';

/** Icons a guide's front matter may name (`icon: rocket`); anything else gets a book. */
const ICONS: Record<string, LucideIcon> = {
  rocket: Rocket,
  settings: Settings,
  code: Code2,
  chart: BarChart3,
  shield: ShieldCheck,
  wrench: Wrench,
  building: Building2,
};

export function GuideCard({ guide }: { guide: ContentPageMeta }) {
  const Icon = (guide.icon && ICONS[guide.icon]) || BookOpen;
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="h-5 w-5" />
      </span>
      {guide.category && (
        <p className="mt-4 text-xs font-medium uppercase tracking-wide text-slate-600">
          {guide.category}
        </p>
      )}
      <h2 className="mt-1 text-lg font-semibold text-slate-900">
        <Link to={guide.route} className="after:absolute after:inset-0 hover:text-brand-700">
          {guide.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-slate-600">{guide.description}</p>
      {guide.readTime && <p className="mt-4 text-xs text-slate-600">{guide.readTime} read</p>}
    </li>
  );
}
