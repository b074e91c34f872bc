// Web benchmark: the JS a browser loads for the landing page and for the dashboard (bytes on the
// wire as Chromium received them, beside gzip -9 and raw sizes of the same files), the
// dashboard's total transfer, the property list's JSON raw and on the wire, and, with 10,000
// properties seeded, the time from
// navigation to the dashboard's table and to a search result, against a baseline workspace of
// 10 properties in the same run. Properties are loopback addresses that are never probed (their
// next check is years away) so nothing here sends a packet.
// Usage: npm run bench:web [-- --properties 10000 --baseline 10 --runs 5 --no-build]
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../src/server/db/embedded.js';

const { values: args } = parseArgs({
  options: {
    properties: { type: 'string', default: '10000' },
    baseline: { type: 'string', default: '10' },
    runs: { type: 'string', default: '5' },
    'no-build': { type: 'boolean', default: false },
  },
});
const N = Number(args.properties);
const BASELINE = Number(args.baseline);
const RUNS = Number(args.runs);

const TARGET_LANDING_KB = 150;
const TARGET_INTERACTIVE_MS = 1500;

const log = (s: string) => process.stdout.write(`${s}\n`);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (bytes: number) => bytes / 1024;
const DIST = path.resolve('dist/web');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Account = { email: string; password: string; firstName: string; lastName: string };
const account = (tag: string): Account => ({
  email: `bench.${tag}@example.com`,
  password: `bench-${tag}-password`,
  firstName: 'Bench',
  lastName: tag,
});

async function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MONITOR_ALLOW: '127.0.0.0/8',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { base, stop };
}

async function signUp(base: string, a: Account): Promise<void> {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(a),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
}

/** Inserts `count` properties straight into the workspace of `email`, never due for a check. */
async function seed(pool: pg.Pool, email: string, count: number, octet: number): Promise<void> {
  const { rows } = await pool.query<{ workspace_id: string }>(
    'SELECT m.workspace_id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1',
    [email],
  );
  const workspaceId = rows[0]?.workspace_id;
  if (!workspaceId) throw new Error(`no workspace for ${email}`);
  await pool.query(
    `INSERT INTO properties (workspace_id, name, address, ip_address, status, response_time,
                             permission_confirmed, next_check_at, last_check)
     SELECT $1, 'Property ' || g, g || ' Bench Street',
            '127.' || $3::int || '.' || (g / 250) || '.' || (g % 250 + 1),
            (ARRAY['online','online','online','offline','timeout'])[1 + g % 5],
            CASE WHEN g % 5 < 3 THEN 1 + (g % 40) END,
            true, now() + interval '10 years', now() - (g % 600) * interval '1 second'
       FROM generate_series(1, $2::int) g`,
    [workspaceId, count, octet],
  );
}

async function signedInContext(browser: Browser, base: string, a: Account) {
  const context = await browser.newContext({ baseURL: base });
  const res = await context.request.post('/api/auth/sign-in', {
    data: { email: a.email, password: a.password },
  });
  if (res.status() !== 200) throw new Error(`sign-in ${res.status()}: ${await res.text()}`);
  return context;
}

/**
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
function wireBytes(url: string, cookie: string): Promise<{ bytes: number; encoding: string }> {
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

const tableVisible = (page: Page) =>
  page.waitForSelector('[data-testid="property-row"]', { state: 'visible', timeout: 60_000 });

// Notes the page's own clock when the first table row enters the DOM (exact, no polling delay).
const MARK_TABLE = `new MutationObserver((_, observer) => {
  if (document.querySelector('[data-testid="property-row"]')) {
    window.__tableAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

type Timing = { table: number; apiStart: number; apiEnd: number };

/** From navigation start: the first table row, and the properties call's start and end. */
async function timeToTable(context: BrowserContext): Promise<{ t: Timing; page: Page }> {
  const page = await context.newPage();
  await page.addInitScript(MARK_TABLE);
  await page.goto('/', { waitUntil: 'commit' });
  await tableVisible(page);
  const t = (await page.evaluate(`(() => {
    const api = performance.getEntriesByType('resource')
      .find((e) => new URL(e.name).pathname === '/api/properties');
    return {
      table: window.__tableAt,
      apiStart: api ? api.startTime : NaN,
      apiEnd: api ? api.responseEnd : NaN,
    };
  })()`)) as Timing;
  return { t, page };
}

/**
 * ms from typing a search into the box to exactly one matching row shown. The page script is a
 * string: tsx's transform would otherwise add helpers (__name) that do not exist in the page.
 */
function timeToSearchResult(page: Page, term: string): Promise<number> {
  const script = `(async (text) => {
    const input = document.querySelector('input[aria-label="Search properties"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const done = () => {
      const rows = document.querySelectorAll('[data-testid="property-row"]');
      return rows.length === 1 && rows[0].textContent.includes(text);
    };
    const t0 = performance.now();
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => {
      const tick = () => (done() ? resolve() : requestAnimationFrame(tick));
      tick();
    });
    return performance.now() - t0;
  })(${JSON.stringify(term)})`;
  return page.evaluate(script) as Promise<number>;
}

async function measureDashboard(browser: Browser, base: string, a: Account, size: number) {
  const runs: Timing[] = [];
  const search: number[] = [];
  // the last property's name matches only itself ("Property 10000" is not in "Property 1000")
  const term = `Property ${size}`;
  for (let i = 0; i <= RUNS; i++) {
    const context = await signedInContext(browser, base, a); // cold cache every run
    const { t, page } = await timeToTable(context);
    const searchMs = await timeToSearchResult(page, term);
    if (i > 0) {
      runs.push(t);
      search.push(searchMs);
    }
    await context.close();
  }
  const m = (f: (t: Timing) => number) => median(runs.map(f));
  return {
    table: m((t) => t.table),
    apiStart: m((t) => t.apiStart),
    apiEnd: m((t) => t.apiEnd),
    renderAfterData: m((t) => t.table - t.apiEnd),
    search: median(search),
  };
}

async function main(): Promise<void> {
  if (!args['no-build']) {
    log('building (npm run build) ...');
    execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pm-bench-web-'));
  const server = await startServer(dataDir, await freePort());
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const big = account(`big${Date.now().toString(36)}`);
    const small = account(`small${Date.now().toString(36)}`);
    await signUp(server.base, big);
    await signUp(server.base, small);
    const cluster = await startEmbeddedPostgres({
      dataDir,
      database: 'monitor',
      reuseRunning: true,
    });
    const pool = new pg.Pool({ connectionString: cluster.url, max: 2 });
    const t0 = performance.now();
    await seed(pool, big.email, N, 20);
    await seed(pool, small.email, BASELINE, 21);
    await pool.end();
    log(
      `seeded ${N} + ${BASELINE} properties in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    // JS bytes: signed out at / (landing), signed in at / (dashboard), cold cache each
    const visitor = await browser.newContext({ baseURL: server.base });
    const landingPage = await visitor.newPage();
    const landing = await scriptBytes(landingPage, async () => {
      await landingPage.goto('/', { waitUntil: 'networkidle' });
      await landingPage.getByRole('button', { name: 'Get Started Free' }).waitFor();
    });
    await visitor.close();
    const member = await signedInContext(browser, server.base, small);
    const dashPage = await member.newPage();
    const dashboard = await scriptBytes(dashPage, async () => {
      await dashPage.goto('/', { waitUntil: 'commit' });
      await tableVisible(dashPage);
      await dashPage.waitForLoadState('networkidle');
    });
    await member.close();

    const reader = await signedInContext(browser, server.base, big);
    let listBytes = 0;
    const listMs: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      listBytes = (await (await reader.request.get('/api/properties')).body()).length;
      listMs.push(performance.now() - t0);
    }
    const cookie = (await reader.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const listWire = await wireBytes(`${server.base}/api/properties`, cookie);
    await reader.close();
    const bigRun = await measureDashboard(browser, server.base, big, N);
    const baseRun = await measureDashboard(browser, server.base, small, BASELINE);

    const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
    log('');
    log(
      `landing JS      ${kb(landing.wire).toFixed(1)} KB on the wire (${landing.encodings.join('+')}), ${kb(landing.gzip).toFixed(1)} KB gzip -9, ${kb(landing.raw).toFixed(0)} KB raw, ${landing.files.length} files  target gzip <= ${TARGET_LANDING_KB} KB  ${verdict(kb(landing.gzip) <= TARGET_LANDING_KB)}`,
    );
    log(
      `dashboard JS    ${kb(dashboard.wire).toFixed(1)} KB on the wire (${dashboard.encodings.join('+')}), ${kb(dashboard.gzip).toFixed(1)} KB gzip -9, ${kb(dashboard.raw).toFixed(0)} KB raw, ${dashboard.files.length} files`,
    );
    log(
      `page loads      landing ${kb(landing.pageWire).toFixed(1)} KB, dashboard (${BASELINE} properties) ${kb(dashboard.pageWire).toFixed(1)} KB on the wire, every response, cold cache`,
    );
    log(
      `GET /api/properties with ${N}: ${(kb(listBytes) / 1024).toFixed(2)} MB raw, ` +
        `${kb(listWire.bytes).toFixed(0)} KB on the wire (${listWire.encoding}), ` +
        `${median(listMs).toFixed(0)} ms from Node (server + transfer, no browser)`,
    );
    log(`median of ${RUNS} cold-cache runs, from navigation start:`);
    const line = (n: number, r: typeof bigRun, note: string) =>
      log(
        `  ${String(n).padStart(6)} properties  table ${r.table.toFixed(0)} ms ` +
          `(GET /api/properties ${r.apiStart.toFixed(0)}-${r.apiEnd.toFixed(0)} ms, ` +
          `rendered ${r.renderAfterData.toFixed(0)} ms after), search ${r.search.toFixed(0)} ms  ${note}`,
      );
    line(
      N,
      bigRun,
      `target table < ${TARGET_INTERACTIVE_MS} ms  ${verdict(bigRun.table < TARGET_INTERACTIVE_MS)}`,
    );
    line(BASELINE, baseRun, '(baseline)');
    log(
      `  ratio ${N}/${BASELINE}: table x${(bigRun.table / baseRun.table).toFixed(2)}, ` +
        `render after data x${(bigRun.renderAfterData / baseRun.renderAfterData).toFixed(2)}, ` +
        `search x${(bigRun.search / baseRun.search).toFixed(2)}`,
    );
    log(`landing scripts: ${landing.files.join(', ')}`);

    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      `bench/results/web-${Date.now()}.json`,
      JSON.stringify(
        {
          properties: N,
          baseline: BASELINE,
          runs: RUNS,
          landing,
          dashboard,
          list: { raw: listBytes, wire: listWire },
          bigRun,
          baseRun,
        },
        null,
        2,
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
