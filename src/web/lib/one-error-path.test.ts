// Issue 31, "one way to fail" on the web: one fetch path throwing ApiError, screens deciding by
// code, one failure toast. This reads the web app's source and finds any second way.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

const files = sources(WEB).map((file) => ({
  file: path.relative(WEB, file),
  text: readFileSync(file, 'utf8'),
}));

function hits(pattern: RegExp, except: string[] = []): string[] {
  return files
    .filter(({ file }) => !except.includes(file))
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}`] : [])),
    );
}

describe('one error path on the web', () => {
  it('reads the whole web app', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('only lib/api-fetch.ts calls fetch (the API reference page only shows a snippet)', () => {
    expect(
      hits(/(^|[^.\w])fetch\(/, ['lib/api-fetch.ts', 'features/api-docs/lib/openapi-view.ts']),
    ).toEqual([]);
  });

  it('no error is built from or read back as "STATUS: body"', () => {
    // the API reference page shows integrators a snippet of their own code
    expect(hits(/new Error\(`\$\{[\w.]*status/, ['features/api-docs/lib/openapi-view.ts'])).toEqual(
      [],
    );
    expect(hits(/\^\(\\d\{3\}\)|\^401: |parseApiError/)).toEqual([]);
  });

  it('no screen decides a failure by HTTP status number or by message text', () => {
    // the sign-in check reads any 401 as signed out (spec core §7), its one exception
    const except = ['lib/api-error.ts', 'lib/api/fetch-json.ts'];
    expect(hits(/\bstatus\s*(===|!==|<|>=?)\s*[45]\d\d\b/, except)).toEqual([]);
    expect(hits(/message\s*===\s*MSG\./)).toEqual([]);
  });

  it('failure toasts of calls go through toastApiError alone', () => {
    const byHand = files
      .filter(
        ({ file }) => !['lib/toast-api-error.ts', 'lib/handle-unauthorized.ts'].includes(file),
      )
      .filter(({ text }) => text.includes('handleUnauthorized(') && text.includes("'destructive'"))
      .map(({ file }) => file);
    expect(byHand).toEqual([]);
  });
});
