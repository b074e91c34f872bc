// `npm test`: every test — Vitest (unit + API, real PostgreSQL) then Playwright (built app in
// Chromium) — and one plain closing line "N passed, N failed, N skipped" that CI can read.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

// Not test-results/: Playwright empties that folder when it starts.
const out = 'test-reports';
mkdirSync(out, { recursive: true });
const vitestJson = `${out}/vitest.json`;
const playwrightJson = `${out}/playwright.json`;
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });
const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';

const run = (cmd, cmdArgs, env = {}) =>
  spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = 0;
if (only !== 'e2e') {
  status |= run('node_modules/.bin/vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]);
}
if (only !== 'unit') {
  const built = run('npm', ['run', 'build']);
  if (built !== 0) status |= built;
  else
    status |= run('node_modules/.bin/playwright', ['test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson,
    });
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  // A suite that fails to load has no failed tests but must still count as a failure.
  failed += v.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length;
}
if (existsSync(playwrightJson)) {
  const p = JSON.parse(readFileSync(playwrightJson, 'utf8')).stats;
  passed += p.expected + p.flaky;
  failed += p.unexpected;
  skipped += p.skipped;
}
if (status !== 0 && failed === 0) failed = 1; // a runner crashed before reporting
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
