// The overview's figures (spec commercial §9): system health and the per-type online shares,
// with their colour bands. Pure, so the thresholds and the zero-property state are tested alone.
import { PROPERTY_TYPES, type Property } from '../../../../contracts/properties.js';

/** Spec commercial §9: the overview lists the first 8 properties. */
export const OVERVIEW_PROPERTY_COUNT = 8;

/** green / yellow / red by threshold; `none` when there is nothing to measure. */
export type Tone = 'green' | 'yellow' | 'red' | 'none';

type Bands = { green: number; yellow: number };
/** System health: at least 95 % green, at least 85 % yellow, else red. */
export const HEALTH_BANDS: Bands = { green: 95, yellow: 85 };
/** A property type's online share: at least 90 % green, at least 70 % yellow, else red. */
export const TYPE_BANDS: Bands = { green: 90, yellow: 70 };

export function toneOf(percent: number | null, bands: Bands): Tone {
  if (percent === null) return 'none';
  if (percent >= bands.green) return 'green';
  if (percent >= bands.yellow) return 'yellow';
  return 'red';
}

/** Stats may arrive as numeric strings (spec core §3); anything unreadable counts as 0. */
function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** part/total in percent, null (not NaN) when there is nothing to divide by. */
export function shareOf(part: number, total: number): number | null {
  return total > 0 ? (Math.min(part, total) / total) * 100 : null;
}

/** "96.5%", or "—" when there is no share to show. */
export function formatShare(percent: number | null): string {
  return percent === null ? '—' : `${percent.toFixed(1)}%`;
}

export const HEALTH_LABELS: Record<Tone, string> = {
  green: 'Healthy',
  yellow: 'Degraded',
  red: 'Critical',
  none: 'No properties yet',
};

export type HealthSummary = {
  online: number;
  total: number;
  percent: number | null;
  tone: Tone;
  label: string;
};

export function healthSummary(online: unknown, total: unknown): HealthSummary {
  const t = count(total);
  const o = Math.min(count(online), t);
  const percent = shareOf(o, t);
  const tone = toneOf(percent, HEALTH_BANDS);
  return { online: o, total: t, percent, tone, label: HEALTH_LABELS[tone] };
}

export type TypeShare = {
  type: Property['type'];
  label: string;
  count: number;
  online: number;
  percent: number | null;
  tone: Tone;
};

const TYPE_LABELS: Record<Property['type'], string> = {
  residential: 'Residential',
  commercial: 'Commercial',
  industrial: 'Industrial',
  government: 'Government',
};

/** Every type, in the form's order, with its count and online share (also types with none). */
export function typeBreakdown(
  properties: readonly Pick<Property, 'type' | 'status'>[],
): TypeShare[] {
  return typeBreakdownOf(
    PROPERTY_TYPES.map((type) => {
      const ofType = properties.filter((p) => p.type === type);
      return {
        type,
        count: ofType.length,
        online: ofType.filter((p) => p.status === 'online').length,
      };
    }),
  );
}

/** The same from counts the server made (a workspace too large to read whole, issue 32). */
export function typeBreakdownOf(
  counts: readonly { type: Property['type']; count: number; online: number }[],
): TypeShare[] {
  return PROPERTY_TYPES.map((type) => {
    const { count, online } = counts.find((c) => c.type === type) ?? { count: 0, online: 0 };
    const percent = shareOf(online, count);
    return {
      type,
      label: TYPE_LABELS[type],
      count,
      online,
      percent,
      tone: toneOf(percent, TYPE_BANDS),
    };
  });
}
