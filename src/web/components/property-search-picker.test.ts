import { describe, expect, it } from 'vitest';
import { matchesText } from './property-search-picker.js';

describe('a property search answered in words', () => {
  it('says it is searching, how many matched, and when there were more than shown', () => {
    expect(matchesText(undefined, 20)).toBe('Searching…');
    expect(matchesText(1, 20)).toBe('1 match');
    expect(matchesText(0, 20)).toBe('0 matches');
    expect(matchesText(312, 20)).toBe('First 20 of 312 matches: type more to narrow');
    expect(matchesText(312, 50, ' in the Property list')).toBe(
      'First 50 of 312 matches in the Property list',
    );
    expect(matchesText(3, 50, ' in the Property list')).toBe('3 matches in the Property list');
  });
});
