import { describe, expect, it } from 'vitest';
import { defaultRange, localDate, rangeProblem } from './date-range.js';

describe('custom report range', () => {
  it('starts with the last 7 days, as local dates', () => {
    const today = new Date(2026, 10, 21, 9, 30);
    expect(localDate(today)).toBe('2026-11-21');
    expect(defaultRange(today)).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('accepts one day up to 366 days and explains anything else', () => {
    expect(rangeProblem('2026-11-21', '2026-11-21')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31')).toBeNull();
    expect(rangeProblem('2024-01-01', '2025-01-01')).toBe('Choose at most 366 days');
    expect(rangeProblem('2026-11-22', '2026-11-21')).toBe(
      'The end date must be on or after the start date',
    );
    expect(rangeProblem('', '2026-11-21')).toBe('Choose both dates');
  });
});
