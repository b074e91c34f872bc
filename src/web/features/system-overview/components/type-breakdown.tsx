// Properties by type: count and online share, as a bar and in figures (≥ 90 % green, ≥ 70 % yellow).
import { wordFor } from '../../../../contracts/plural.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { cn } from '../../../lib/cn.js';
import { formatShare, type TypeShare } from '../lib/health.js';
import { TONE_STYLES } from '../lib/tone-styles.js';
import { ShareBar } from './share-bar.js';

export function TypeBreakdown({ types }: { types: TypeShare[] | undefined }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>By Property Type</CardTitle>
      </CardHeader>
      <CardContent>
        {!types ? (
          <p className="text-sm text-slate-600">Loading...</p>
        ) : (
          <ul className="space-y-4" aria-label="Properties by type">
            {types.map((t) => (
              <li key={t.type} data-testid="type-share" data-type={t.type}>
                <div className="mb-1 flex items-baseline justify-between gap-2 text-sm">
                  <span className="font-medium text-slate-900">{t.label}</span>
                  <span className={cn('font-semibold', TONE_STYLES[t.tone].text)}>
                    {formatShare(t.percent)}
                  </span>
                </div>
                <ShareBar percent={t.percent} tone={t.tone} label={`${t.label} online`} />
                <p className="mt-1 text-xs text-slate-600">
                  {t.count === 0
                    ? 'No properties'
                    : `${t.online} of ${t.count} ${wordFor(t.count, { one: 'property', other: 'properties' })} online`}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
