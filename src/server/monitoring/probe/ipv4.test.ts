import { describe, expect, it } from 'vitest';
import { formatIPv4, parseIPv4 } from './ipv4.js';

describe('parseIPv4', () => {
  it.each([
    ['0.0.0.0', 0],
    ['127.0.0.1', 0x7f000001],
    ['255.255.255.255', 0xffffffff],
    ['10.200.3.40', 0x0ac80328],
  ])('parses %s', (text, value) => {
    expect(parseIPv4(text)).toBe(value);
    expect(formatIPv4(value)).toBe(text);
  });

  it.each([
    '',
    '1.2.3',
    '1.2.3.4.5',
    '127.1',
    '256.0.0.1',
    '01.2.3.4',
    '1..2.3',
    '1.2.3.',
    '.1.2.3',
    '1.2.3.4 ',
    ' 1.2.3.4',
    'a.b.c.d',
    '::1',
    '1.2.3.1000',
    'localhost',
  ])('rejects %j', (text) => {
    expect(parseIPv4(text)).toBeNull();
  });
});
