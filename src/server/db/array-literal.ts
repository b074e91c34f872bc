// A PostgreSQL array literal of numbers, booleans and nulls, built with one join: what
// node-postgres does for an array parameter is a prepareValue and an escape per element, which
// measured 300-1,000 ns an element against 30-300 ns for this (decision 036), and the result
// write sends eight arrays of a batch's 4,000 checks. Numbers must be finite (NaN and Infinity
// would be text PostgreSQL reads as its own special values, never what the caller meant); strings
// are not taken: they need quoting, which node-postgres does.
export type ArrayElement = number | boolean | null;

export function arrayLiteral(values: readonly ArrayElement[]): string {
  let mixed = false;
  for (const v of values) {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) throw new TypeError(`not a finite number: ${v}`);
    } else if (v === null || typeof v === 'boolean') mixed = true;
    // undefined (or anything else a cast let through) would join as an empty element
    else throw new TypeError(`not a number, boolean or null: ${String(v)}`);
  }
  if (!mixed) return `{${values.join(',')}}`;
  return `{${values.map((v) => (v === null ? 'NULL' : v === true ? 't' : v === false ? 'f' : v)).join(',')}}`;
}
