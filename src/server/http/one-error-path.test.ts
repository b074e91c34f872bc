// Issue 31, "one way to fail": every error answer of the server is made by the error handler from
// an AppError (src/server/lib/errors.ts) coded in the one public vocabulary
// (src/contracts/errors.ts). This reads the server's source and finds any second way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contracts/errors.js';

const SERVER = path.resolve(import.meta.dirname, '..');

/** The server's own code: no tests, no test helpers (fakes answer like other services). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'test-support' || e.name === 'test' ? [] : sources(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

const files = sources(SERVER).map((file) => ({
  file: path.relative(SERVER, file),
  text: readFileSync(file, 'utf8'),
}));

/** Where the body of an error answer may be written: the handler and the error type. */
const ERROR_PATH = new Set(['http/error-handler.ts', 'lib/errors.ts']);

function hits(pattern: RegExp, except = ERROR_PATH): string[] {
  return files
    .filter(({ file }) => !except.has(file))
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
    );
}

const CODE_LITERAL = new RegExp(`code: '(${ERROR_CODES.join('|')})'`);

describe('one error path on the server', () => {
  it('reads the whole server', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.file === 'http/error-handler.ts')).toBe(true);
  });

  it('no route, hook or service writes an error body by hand', () => {
    expect(hits(CODE_LITERAL)).toEqual([]);
    expect(hits(/\.send\(\s*\{\s*message\b[^}]*\bcode\b/)).toEqual([]);
  });

  it('no answer is given a 4xx or 5xx status outside the handler (the 503 page is HTML)', () => {
    const status = /\.(status|code)\(\s*[45]\d\d\s*\)|statusCode\s*=\s*[45]\d\d/;
    expect(hits(status, new Set([...ERROR_PATH, 'http/unavailable-page.ts']))).toEqual([]);
  });

  it('errors are coded in the public vocabulary only (no second, upper-case one)', () => {
    expect(hits(/new AppError\(\s*'[A-Z_]+'/)).toEqual([]);
    expect(hits(/\bpublicCodeOf\b|\bERROR_STATUS\b/, new Set(['lib/errors.ts']))).toEqual([]);
  });

  it('limit_reached leaves through limitReached() only, with its one payload', () => {
    expect(hits(/limit_reached'/)).toEqual([]);
    expect(hits(/upgradeRequired:\s*true/)).toEqual([]);
  });
});
