import { describe, expect, it } from 'vitest';
import {
  formatShare,
  HEALTH_BANDS,
  healthSummary,
  toneOf,
  TYPE_BANDS,
  typeBreakdown,
} from './health.js';

describe('health colour bands', () => {
  it('system health: at least 95 green, at least 85 yellow, else red', () => {
    expect(toneOf(100, HEALTH_BANDS)).toBe('green');
    expect(toneOf(95, HEALTH_BANDS)).toBe('green');
    expect(toneOf(94.99, HEALTH_BANDS)).toBe('yellow');
    expect(toneOf(85, HEALTH_BANDS)).toBe('yellow');
    expect(toneOf(84.99, HEALTH_BANDS)).toBe('red');
    expect(toneOf(0, HEALTH_BANDS)).toBe('red');
  });

  it('per-type bar: at least 90 green, at least 70 yellow, else red', () => {
    expect(toneOf(90, TYPE_BANDS)).toBe('green');
    expect(toneOf(89.9, TYPE_BANDS)).toBe('yellow');
    expect(toneOf(70, TYPE_BANDS)).toBe('yellow');
    expect(toneOf(69.9, TYPE_BANDS)).toBe('red');
  });
});

describe('healthSummary', () => {
  it('gives online of total with its share, band and words', () => {
    expect(healthSummary(19, 20)).toEqual({
      online: 19,
      total: 20,
      percent: 95,
      tone: 'green',
      label: 'Healthy',
    });
    expect(healthSummary(9, 10)).toMatchObject({ percent: 90, tone: 'yellow', label: 'Degraded' });
    expect(healthSummary(1, 3)).toMatchObject({ tone: 'red', label: 'Critical' });
  });

  it('reads counts sent as numeric strings', () => {
    expect(healthSummary('3', '4')).toMatchObject({ online: 3, total: 4, percent: 75 });
  });

  it('with zero properties: no share, no band, never NaN', () => {
    const s = healthSummary(0, 0);
    expect(s).toEqual({
      online: 0,
      total: 0,
      percent: null,
      tone: 'none',
      label: 'No properties yet',
    });
    expect(formatShare(s.percent)).toBe('—');
    expect(healthSummary(undefined, undefined).percent).toBeNull();
    expect(healthSummary('abc', null).total).toBe(0);
  });
});

describe('typeBreakdown', () => {
  it('counts every type and its online share, types without properties included', () => {
    const rows = typeBreakdown([
      { type: 'commercial', status: 'online' },
      { type: 'commercial', status: 'online' },
      { type: 'commercial', status: 'timeout' },
      { type: 'industrial', status: 'offline' },
      { type: 'residential', status: 'online' },
    ]);
    expect(rows.map((r) => [r.label, r.count, r.online, formatShare(r.percent), r.tone])).toEqual([
      ['Residential', 1, 1, '100.0%', 'green'],
      ['Commercial', 3, 2, '66.7%', 'red'],
      ['Industrial', 1, 0, '0.0%', 'red'],
      ['Government', 0, 0, '—', 'none'],
    ]);
  });
});
