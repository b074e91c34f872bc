// Issue 31, "one place for each rule": a grep over the sources that fails when a second
// property status union, a hand-made plan limit or feature check, a second property count or a
// plural chosen by hand appears, or a raw SELECT of our tables outside the files decision 023
// names. The one place of each is named in the failure message.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|js)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

const files = sources(join(ROOT, 'src')).map((path) => ({
  file: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** Files (relative to the root) where `pattern` matches, outside the `allowed` ones. */
function offenders(pattern: RegExp, allowed: string[]): string[] {
  return files
    .filter(({ file, text }) => !allowed.includes(file) && pattern.test(text))
    .map(({ file }) => file);
}

const STATUS = `(['"])(?:unknown|online|timeout|offline)\\1`;

describe('one place for each rule', () => {
  it('writes the property status union once, in contracts/properties.ts', () => {
    // three or more status literals in a row, joined by `|` or `,`, one of them `unknown`
    // (alert types share the other three words and are not statuses)
    const run = new RegExp(`${STATUS}(?:\\s*[|,]\\s*${STATUS}){2,}`, 'g');
    const unions = files.flatMap(({ file, text }) =>
      (text.match(run) ?? []).filter((m) => m.includes('unknown')).map(() => file),
    );
    expect(unions, 'take PropertyStatus / PROPERTY_STATUSES from the contract').toEqual([
      'src/contracts/properties.ts',
    ]);
  });

  it('reads plan limits and features only through contracts/entitlements.ts', () => {
    const own = ['src/contracts/plans.ts', 'src/contracts/entitlements.ts'];
    expect(
      offenders(/\bpropertyLimit\b/, own),
      'a property limit read by hand: use propertyFit / propertyLimitOf / propertyUsage',
    ).toEqual([]);
    expect(
      offenders(/(?:PLANS\[[^\]]+\]|\bplan|\btrial)\.(?:smsAlerts|apiAccess)\b/, own),
      'a plan feature read by hand: use planHas(plan, feature)',
    ).toEqual([]);
  });

  it('counts a workspace’s properties in one place, data/count-properties.ts', () => {
    const rawCount = /count\(\*\)[^`]*FROM\s+properties\s+WHERE\s+workspace_id\s*=\s*\$\{/i;
    const builderCount =
      /select\(\{\s*\w+:\s*count\(\)\s*\}\)\s*\.from\(properties\)\s*\.where\(eq\(properties\.workspaceId,[^)]*\)\)/;
    // the import's fingerprint takes the count and a digest of every row in one scan (the
    // commit compares both under its lock); it is not a second way to count for a limit
    expect(
      offenders(rawCount, ['src/server/features/google-sheets/properties-fingerprint.ts']),
    ).toEqual([]);
    expect(offenders(builderCount, ['src/server/data/count-properties.ts'])).toEqual([]);
  });

  it('reads tables through the query builder; a raw SELECT only in a file decision 023 names', () => {
    // A statement that starts with SELECT and reads FROM something, written as a `sql` template
    // or a node-postgres query string. Sub-selects inside the builder (`sql\`(SELECT …)\``) start
    // with a parenthesis and are not statements; advisory locks and pg_notify read FROM nothing.
    const rawSelect = [
      /\bsql(?:<[^>`]*>)?`\s*SELECT\b[^`]*?\bFROM\b/i,
      /\.query(?:<[^>]*>)?\(\s*(['"`])\s*SELECT\b(?:(?!\1)[^])*?\bFROM\b/i,
    ];
    const record = readFileSync(join(ROOT, 'docs/decisions/023-raw-sql.md'), 'utf8');
    const section = record.split(/^## /m).find((s) => s.startsWith('Raw reads that stay')) ?? '';
    const allowed = [...section.matchAll(/^- `([^`]+)`/gm)].map((m) => m[1]!);
    const found = files
      .filter(({ file }) => file.startsWith('src/server/'))
      // tests' own seeding and inspection is not the application reading its tables
      .filter(({ file }) => !/\/test-support\/|^src\/server\/test\//.test(file))
      .filter(({ text }) => rawSelect.some((re) => re.test(text)))
      .map(({ file }) => file);
    expect(
      allowed.length,
      'decision 023 lists its raw reads under "Raw reads that stay"',
    ).toBeGreaterThan(0);
    expect(
      found.filter((file) => !allowed.includes(file)),
      'a raw SELECT: write it with the query builder, or add the file and why to decision 023',
    ).toEqual([]);
  });

  it('chooses plural forms through Intl.PluralRules (contracts/plural.ts), not by comparing with 1', () => {
    // `n === 1 ? 'property' : 'properties'` and `${unit}${n === 1 ? '' : 's'}`
    const byHand = /===\s*1\s*\?\s*(?:'(\w{4})[^']*'\s*:\s*'\1|''\s*:\s*'s')/;
    expect(offenders(byHand, [])).toEqual([]);
  });
});
