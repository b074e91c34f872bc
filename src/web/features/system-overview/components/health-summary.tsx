// System health: online of total, its share and band (green/yellow/red) in words and colour.
import { wordFor } from '../../../../contracts/plural.js';
import { Link } from 'react-router';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { formatShare, type HealthSummary as Health } from '../lib/health.js';
import { TONE_STYLES } from '../lib/tone-styles.js';
import { ShareBar } from './share-bar.js';

export function HealthSummary({ health }: { health: Health | undefined }) {
  if (!health) {
    return (
      <Card
        className="h-32 animate-pulse p-6"
        aria-hidden="true"
        data-testid="health-placeholder"
      />
    );
  }
  const style = TONE_STYLES[health.tone];
  const Icon = style.icon;
  return (
    <Card className="p-6" role="region" aria-label="System Health" data-testid="health-summary">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <Icon aria-hidden="true" className={cn('h-10 w-10 shrink-0', style.text)} />
          <div>
            <h2 className="text-lg font-semibold text-slate-900">System Health</h2>
            <p
              className={cn('font-medium', style.text)}
              data-testid="health-label"
              data-tone={health.tone}
            >
              {health.label}
            </p>
          </div>
        </div>
        <div className="text-left sm:text-right">
          <p className="text-3xl font-bold text-slate-900" data-testid="health-percent">
            {formatShare(health.percent)}
          </p>
          <p className="text-sm text-slate-600" data-testid="health-count">
            {health.online} of {health.total}{' '}
            {wordFor(health.total, { one: 'property', other: 'properties' })} online
          </p>
        </div>
      </div>
      {health.total > 0 ? (
        <div className="mt-4">
          <ShareBar percent={health.percent} tone={health.tone} label="Properties online" />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <p>Add properties to start monitoring their connections.</p>
          <Link to={paths.properties} className={buttonClass('outline', 'sm')}>
            Add Properties
          </Link>
        </div>
      )}
    </Card>
  );
}
