import { describe, expect, it } from 'vitest';
import { SETTINGS_MSG } from '../../../../contracts/settings.js';
import {
  describeInterval,
  intervalToSeconds,
  toIntervalParts,
  validateInterval,
} from './check-interval.js';

describe('check interval conversion', () => {
  it('shows whole minutes as minutes and anything else as seconds', () => {
    expect(toIntervalParts(30)).toEqual({ value: '30', unit: 'seconds' });
    expect(toIntervalParts(60)).toEqual({ value: '1', unit: 'minutes' });
    expect(toIntervalParts(90)).toEqual({ value: '90', unit: 'seconds' });
    expect(toIntervalParts(86_400)).toEqual({ value: '1440', unit: 'minutes' });
  });

  it('converts the number and unit to seconds', () => {
    expect(intervalToSeconds({ value: '45', unit: 'seconds' })).toBe(45);
    expect(intervalToSeconds({ value: ' 5 ', unit: 'minutes' })).toBe(300);
    expect(intervalToSeconds({ value: '0.5', unit: 'minutes' })).toBe(30);
    expect(intervalToSeconds({ value: '', unit: 'seconds' })).toBeNull();
    expect(intervalToSeconds({ value: 'abc', unit: 'minutes' })).toBeNull();
    expect(intervalToSeconds({ value: '-5', unit: 'minutes' })).toBeNull();
  });

  it('round-trips every stored value', () => {
    for (const s of [30, 59, 60, 61, 120, 3600, 86_400]) {
      expect(intervalToSeconds(toIntervalParts(s))).toBe(s);
    }
  });
});

describe('check interval validation', () => {
  it('accepts 30 seconds to 1440 minutes', () => {
    expect(validateInterval({ value: '30', unit: 'seconds' })).toBeNull();
    expect(validateInterval({ value: '1440', unit: 'minutes' })).toBeNull();
    expect(validateInterval({ value: '0.5', unit: 'minutes' })).toBeNull();
  });

  it("refuses the rest with the server's message", () => {
    for (const value of ['29', '', 'x', '30.5', '86401']) {
      expect(validateInterval({ value, unit: 'seconds' })).toBe(SETTINGS_MSG.intervalRange);
    }
    expect(validateInterval({ value: '1441', unit: 'minutes' })).toBe(SETTINGS_MSG.intervalRange);
    expect(validateInterval({ value: '0.1', unit: 'minutes' })).toBe(SETTINGS_MSG.intervalRange);
    expect(SETTINGS_MSG.intervalRange).toBe(
      'Check interval must be between 30 seconds and 1440 minutes',
    );
  });

  it('reads out for people', () => {
    expect(describeInterval(30)).toBe('30 seconds');
    expect(describeInterval(60)).toBe('1 minute');
    expect(describeInterval(300)).toBe('5 minutes');
    expect(describeInterval(3600)).toBe('1 hour');
    expect(describeInterval(86_400)).toBe('24 hours');
  });
});
