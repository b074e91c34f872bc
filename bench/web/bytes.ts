// bench:web's byte counts: the scripts a page loads (on the wire, gzip -9, raw) and one API
// answer's bytes as they arrive.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

const DIST = path.resolve('dist/web');

export /**
 * The scripts the page loads while `load` runs: bytes on the wire (Chromium's encoded body
 * sizes) and their encodings, beside the files' raw and gzip -9 sizes from dist/web; and the
 * bytes on the wire of every response of the page (scripts, styles, HTML, API calls).
 */
async function scriptBytes(page: Page, load: () => Promise<void>) {
  const urls = new Set<string>();
  const sizes: Array<Promise<{ script: boolean; bytes: number; encoding: string }>> = [];
  page.on('response', (r) => {
    // The live stream never finishes while the page is open; it carries no page weight.
    if (new URL(r.url()).pathname === '/api/events') return;
    const script = r.request().resourceType() === 'script';
    if (script) urls.add(new URL(r.url()).pathname);
    sizes.push(
      r.finished().then(async () => ({
        script,
        bytes: (await r.request().sizes()).responseBodySize,
        encoding: (await r.headerValue('content-encoding')) ?? 'identity',
      })),
    );
  });
  await load();
  const seen = await Promise.all(sizes);
  let raw = 0;
  let gzip = 0;
  const files: string[] = [];
  for (const p of urls) {
    const body = readFileSync(path.join(DIST, p));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
    files.push(path.basename(p));
  }
  const scripts = seen.filter((s) => s.script);
  return {
    raw,
    gzip,
    wire: scripts.reduce((n, s) => n + s.bytes, 0),
    encodings: [...new Set(scripts.map((s) => s.encoding))].sort(),
    pageWire: seen.reduce((n, s) => n + s.bytes, 0),
    files: files.sort(),
  };
}

/** Raw bytes of one GET as they arrive, asking for brotli or gzip as a browser does. */
export function wireBytes(
  url: string,
  cookie: string,
): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } },
      (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => (bytes += c.length));
        res.on('end', () =>
          resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
      },
    );
    req.on('error', reject);
  });
}
