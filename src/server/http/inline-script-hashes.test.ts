// The app's index.html carries its boot script inline: the policy allows that exact script by
// its hash, nothing else inline (an injected script with other content stays blocked).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { inlineScriptHashes } from './inline-script-hashes.js';

const BOOT = "(function () { fetch('/api/auth/user'); })();";
const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
const INDEX = `<!doctype html><html><head><script data-preload="/assets/a.js">${BOOT}</script><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`;

describe('inline scripts by hash', () => {
  it('hashes each inline script, not those with a src', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha(BOOT)]);
  });

  describe('the app served from a web directory', () => {
    let dir: string;
    let t: TestApp;
    beforeAll(async () => {
      dir = mkdtempSync(path.join(os.tmpdir(), 'pm-inline-'));
      writeFileSync(path.join(dir, 'index.html'), INDEX);
      t = await createTestApp({}, { webDir: dir });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("allows the boot script's hash in script-src, and no inline script at large", async () => {
      const res = await t.app.inject({ url: '/properties' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(BOOT);
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .find((d) => d.trim().startsWith('script-src'));
      expect(scriptSrc).toContain(sha(BOOT));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain(sha(`${BOOT} `));
    });
  });
});
