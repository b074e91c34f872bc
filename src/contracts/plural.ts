// Counts in words: "1 property", "2 properties", "1,000 properties", the form chosen by the
// language's plural rules (Intl.PluralRules), not by comparing with 1 at every call site. Shared
// by the server's messages and the web's screens.
const rules = new Intl.PluralRules('en-US');

export type WordForms = { one: string; other: string };

/** The word alone in the form the count takes. */
export const wordFor = (n: number, forms: WordForms): string =>
  rules.select(n) === 'one' ? forms.one : forms.other;

/** The count as written (no grouping) and its word: "3 properties". */
export const plural = (n: number, forms: WordForms): string => `${n} ${wordFor(n, forms)}`;

/** The count (grouped) and its word. */
export const countOf = (n: number, forms: WordForms): string =>
  `${n.toLocaleString('en-US')} ${wordFor(n, forms)}`;

export const PROPERTY_WORD: WordForms = { one: 'property', other: 'properties' };

/** "match" or "matches" for a count of search matches (the property pickers, issue 32). */
export const matchWord = (n: number) => wordFor(n, { one: 'match', other: 'matches' });
