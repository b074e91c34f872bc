// IPv4 dotted-quad parsing, strict: no shorthand ("127.1"), no leading zeros, no names.
// Hand-rolled (no split/regex): it runs for every target of every cycle.

/** The address as an unsigned 32-bit integer, or null when it is not a plain IPv4 address. */
export function parseIPv4(text: string): number | null {
  const len = text.length;
  if (len < 7 || len > 15) return null;
  let value = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let i = 0; i < len; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) {
      // '.'
      if (digits === 0 || dots === 3) return null;
      value = value * 256 + octet;
      octet = 0;
      digits = 0;
      dots++;
    } else if (c >= 48 && c <= 57) {
      if (digits > 0 && octet === 0) return null; // leading zero, e.g. "01"
      octet = octet * 10 + (c - 48);
      if (++digits > 3 || octet > 255) return null;
    } else {
      return null;
    }
  }
  if (dots !== 3 || digits === 0) return null;
  return value * 256 + octet;
}

export function formatIPv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}
