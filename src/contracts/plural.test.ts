import { describe, expect, it } from 'vitest';
import { countOf, PROPERTY_WORD, wordFor } from './plural.js';

describe('countOf', () => {
  it('says 1 property and 0, 2 or 1,000 properties', () => {
    expect(countOf(1, PROPERTY_WORD)).toBe('1 property');
    expect(countOf(0, PROPERTY_WORD)).toBe('0 properties');
    expect(countOf(2, PROPERTY_WORD)).toBe('2 properties');
    expect(countOf(1000, PROPERTY_WORD)).toBe('1,000 properties');
    expect(wordFor(1, { one: 'row is', other: 'rows are' })).toBe('row is');
  });
});
