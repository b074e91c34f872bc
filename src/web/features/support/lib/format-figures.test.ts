import { describe, expect, it } from 'vitest';
import { formatDuration, formatShare, formatUsd } from './format-figures.js';

describe('support figures', () => {
  it('formats measured values and shows a dash before any', () => {
    expect([formatDuration(null), formatDuration(42.4), formatDuration(1830)]).toEqual([
      '—',
      '42 ms',
      '1.8 s',
    ]);
    expect([formatShare(null), formatShare(0.836), formatShare(1)]).toEqual(['—', '84%', '100%']);
    expect([formatUsd(null), formatUsd(0), formatUsd(0.00027), formatUsd(0.5)]).toEqual([
      '—',
      '$0.00',
      '$0.0003',
      '$0.50',
    ]);
  });
});
