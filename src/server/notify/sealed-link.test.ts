// A queued mail's one-time link is sealed with a key that is not in the database (decision 019):
// MAIL_LINK_KEY, or a key file the first start writes to DATA_DIR (mode 0600) that every process
// on the host shares. A mail finished in any way (sent, skipped, failed) keeps no link at all.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../test/actors.js';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.js';
import { LINK_UNREADABLE } from './deliver-direct-mail.js';
import { queueDirectMail } from './queue-direct-mail.js';
import { runDeliveryOnce } from './run-delivery.js';
import { KEY_FILE, LINK_PLACEHOLDER, openLink, sealLink } from './sealed-link.js';

const LINK = 'https://monitor.test/invite/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';

describe('sealed links', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'pm-seal-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('without MAIL_LINK_KEY: a key file in DATA_DIR, private to its owner, shared by processes', () => {
    const dir = dataDir();
    const web = testConfig({ DATA_DIR: dir, MAIL_LINK_KEY: '' });
    const sealed = sealLink(web, LINK);
    expect(sealed).not.toContain('invite');
    expect(statSync(path.join(dir, KEY_FILE)).mode & 0o777).toBe(0o600);
    const worker = testConfig({ DATA_DIR: dir, MAIL_LINK_KEY: '' });
    expect(openLink(worker, sealed)).toBe(LINK);
    // another installation (another DATA_DIR) cannot open it, nor can a tampered seal be opened
    expect(openLink(testConfig({ DATA_DIR: dataDir(), MAIL_LINK_KEY: '' }), sealed)).toBe(
      undefined,
    );
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = `${tag!.startsWith('A') ? 'B' : 'A'}${tag!.slice(1)}`;
    expect(openLink(web, [v, iv, flipped, data].join('.'))).toBe(undefined);
    expect(openLink(web, 'https://monitor.test/invite/x')).toBe(undefined);
  });

  it('MAIL_LINK_KEY: processes on other hosts open what one sealed', () => {
    const a = testConfig({ DATA_DIR: dataDir(), MAIL_LINK_KEY: 'k'.repeat(40) });
    const b = testConfig({ DATA_DIR: dataDir(), MAIL_LINK_KEY: 'k'.repeat(40) });
    expect(openLink(b, sealLink(a, LINK))).toBe(LINK);
    expect(() => testConfig({ MAIL_LINK_KEY: 'short' })).toThrow(
      'MAIL_LINK_KEY must be at least 32 characters',
    );
  });
});

describe('finished mails keep no link', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The row's next attempt is the database's now() (microseconds); a JavaScript Date taken in the
  // same millisecond is truncated below it, and the row was not yet due (seen once in CI).
  const aSecondOn = () => new Date(Date.now() + 1000);

  async function queue(workspaceId: string, sealedLink: string) {
    await t.ctx.database.db.transaction((tx) =>
      queueDirectMail(tx, {
        workspaceId,
        to: 'someone@example.test',
        subject: 'Your link',
        text: `Open ${LINK_PLACEHOLDER}`,
        html: `<a href="${LINK_PLACEHOLDER}">Open</a>`,
        sealedLink,
        eventType: 'team.invitation',
        summary: 'Invitation to someone@example.test',
      }),
    );
  }
  const rowsOf = async (workspaceId: string) =>
    (
      await t.ctx.database.pool.query(
        `SELECT status, last_error, payload FROM notifications WHERE workspace_id = $1`,
        [workspaceId],
      )
    ).rows;

  it('skipped (no SMTP configured): only the address and subject stay', async () => {
    const admin = await createActor(t.ctx, 'admin');
    await queue(admin.workspaceId!, sealLink(t.ctx.config, LINK));
    await runDeliveryOnce(t.ctx, { now: aSecondOn() });
    expect(await rowsOf(admin.workspaceId!)).toEqual([
      {
        status: 'skipped',
        last_error: 'SMTP is not configured',
        payload: { to: 'someone@example.test', subject: 'Your link' },
      },
    ]);
  });

  it('sealed with another key: failed at once, with the reason, and nothing kept', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const other = testConfig({ MAIL_LINK_KEY: 'another-key-another-key-another-key' });
    await queue(admin.workspaceId!, sealLink(other, LINK));
    await runDeliveryOnce(t.ctx, { now: aSecondOn() });
    expect(await rowsOf(admin.workspaceId!)).toEqual([
      {
        status: 'failed',
        last_error: LINK_UNREADABLE,
        payload: { to: 'someone@example.test', subject: 'Your link' },
      },
    ]);
  });
});
