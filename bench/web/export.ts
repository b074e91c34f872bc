// bench:web's export clock (issue 32): GET /api/properties/export.csv of every property as a
// signed-in browser's download would ask it (with its cookie and encodings), read as it streams:
// when the first bytes came, when the last did, in how many chunks, and how many lines.
import type { Browser } from '@playwright/test';
import type { Account } from '../lib/app-server.js';
import { signedInContext } from './timing.js';

export async function timeExport(browser: Browser, base: string, a: Account) {
  const context = await signedInContext(browser, base, a);
  const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  await context.close();
  const t0 = performance.now();
  const res = await fetch(`${base}/api/properties/export.csv`, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  let firstByteMs = NaN;
  let bytes = 0;
  let chunks = 0;
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    if (chunks === 0) firstByteMs = performance.now() - t0;
    chunks++;
    bytes += chunk.length;
    for (const b of chunk) if (b === 10) lines++;
  }
  return {
    firstByteMs,
    totalMs: performance.now() - t0,
    bytes,
    chunks,
    lines,
    encoding: res.headers.get('content-encoding') ?? 'identity',
  };
}
