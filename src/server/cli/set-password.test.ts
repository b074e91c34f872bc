// `npm run set-password` against a real database: the operator's way to let someone back in
// where no reset mail can be sent. The account's sessions end; an unknown address is refused.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createAccount } from '../accounts/create-account.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import { createTestDatabase } from '../test/test-app.js';
import { useForAll } from '../test/use-test-app.js';

const setPassword = (db: { url: string }, ...args: string[]) =>
  promisify(execFile)('node_modules/.bin/tsx', ['src/server/cli/set-password.ts', ...args], {
    env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' },
    timeout: 60_000,
  });

describe('set-password CLI', () => {
  const db = useForAll(createTestDatabase, (d) => d.drop());

  it('sets the new password of an account and signs out its sessions', async () => {
    const { userId } = await createAccount(
      db.database.db,
      { email: 'forgot@example.test', passwordHash: await hashPassword('old-password-1') },
      { plan: 'pro' },
    );
    await db.database.pool.query(
      `INSERT INTO sessions (id_hash, user_id, idle_expires_at, absolute_expires_at)
       VALUES ('s1', $1, now() + interval '1 hour', now() + interval '1 hour')`,
      [userId],
    );
    const { stdout } = await setPassword(
      db,
      '--email',
      'Forgot@Example.test',
      '--password',
      'cli-new-password-2',
    );
    expect(stdout).toContain(
      `new password set for forgot@example.test (${userId}); 1 session(s) signed out`,
    );
    const { rows } = await db.database.pool.query(
      `SELECT password_hash, (SELECT count(*)::int FROM sessions WHERE user_id = $1) AS sessions
         FROM users WHERE id = $1`,
      [userId],
    );
    expect(rows[0].sessions).toBe(0);
    expect(await verifyPassword('cli-new-password-2', rows[0].password_hash)).toBe(true);
    expect(await verifyPassword('old-password-1', rows[0].password_hash)).toBe(false);
  });

  it('refuses an address no account uses, and a short password, changing nothing', async () => {
    await expect(
      setPassword(db, '--email', 'nobody@example.test', '--password', 'cli-new-password-2'),
    ).rejects.toMatchObject({ code: 1, stderr: 'No account with e-mail nobody@example.test\n' });
    await expect(
      setPassword(db, '--email', 'forgot@example.test', '--password', 'short'),
    ).rejects.toMatchObject({ code: 1, stderr: 'Password must be at least 8 characters\n' });
  });
});
