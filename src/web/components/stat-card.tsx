// A figure card (title, big value, a note, an icon), as the dashboard, Reports and System
// Overview show their statistics; its loading placeholder; and the row of four they sit in.
import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card.js';

export type StatCardProps = {
  title: string;
  value: string;
  note: string;
  icon: LucideIcon;
  iconClass: string;
  testId: string;
};

export function StatCard({ title, value, note, icon: Icon, iconClass, testId }: StatCardProps) {
  return (
    <Card className="p-5" role="group" aria-label={title} data-testid={testId}>
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{title}</p>
        <Icon aria-hidden="true" className={`h-5 w-5 ${iconClass}`} />
      </div>
      <p className="mt-2 text-3xl font-bold text-slate-900">{value}</p>
      <p className="mt-1 text-xs text-slate-600">{note}</p>
    </Card>
  );
}

export function StatCardPlaceholder({ testId }: { testId?: string }) {
  return (
    <Card className="animate-pulse p-5" data-testid={testId} aria-hidden="true">
      <div className="h-4 w-24 rounded bg-slate-200" />
      <div className="mt-3 h-8 w-16 rounded bg-slate-200" />
      <div className="mt-2 h-3 w-32 rounded bg-slate-100" />
    </Card>
  );
}

export type StatFigure = Omit<StatCardProps, 'testId'>;

const ROW = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

/** The row of figures; until they are loaded (`figures` undefined), four busy placeholders. */
export function StatCardRow({
  figures,
  testId,
  placeholderTestId,
}: {
  figures: readonly StatFigure[] | undefined;
  testId: string;
  placeholderTestId?: string;
}) {
  if (!figures) {
    return (
      <div className={ROW} aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <StatCardPlaceholder key={i} testId={placeholderTestId} />
        ))}
      </div>
    );
  }
  return (
    <div className={ROW}>
      {figures.map((f) => (
        <StatCard key={f.title} testId={testId} {...f} />
      ))}
    </div>
  );
}
