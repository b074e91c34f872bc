// `npm run create-user` against a real database: the operator vouches for the address.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.js';

describe('create-user CLI', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.drop());

  it('creates an account whose e-mail counts as verified', async () => {
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      [
        'src/server/cli/create-user.ts',
        '--email',
        'Ops@Example.test',
        '--password',
        'cli-password-1',
      ],
      { env: { ...process.env, DATABASE_URL: db.url, LOG_LEVEL: 'warn' }, timeout: 60_000 },
    );
    expect(stdout).toContain('created user ops@example.test');
    const { rows } = await db.database.pool.query(
      `SELECT email, email_verified_at IS NOT NULL AS verified FROM users`,
    );
    expect(rows).toEqual([{ email: 'ops@example.test', verified: true }]);
  });
});
