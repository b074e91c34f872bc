// Driver errors must reach the log (and stored last errors) without the values they carry.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { redactError, safeErrorMessage } from './redact-error.js';

const EMAIL = 'secret.person@example.test';
const HASH = 'scrypt$16384$8$1$c2VjcmV0LXNhbHQ$TOP-SECRET-HASH';

describe('driver errors are redacted', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'error' },
      {
        logStream: { write: (line) => void lines.push(line) },
        features: [
          async (app, ctx) => {
            // A route with a bug: a unique violation whose statement carries a hash and an e-mail.
            app.post('/api/test-only/duplicate', async () => {
              const row = { email: EMAIL, passwordHash: HASH };
              await ctx.database.db.insert(users).values(row).onConflictDoNothing();
              await ctx.database.db.insert(users).values(row);
              return {};
            });
          },
        ],
      },
    );
  });
  afterAll(() => t.close());

  const caught = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      return err;
    }
    throw new Error('expected an error');
  };

  it('a failed Drizzle query: statement, code and constraint kept; parameters and row gone', async () => {
    const db = t.ctx.database.db;
    await db.insert(users).values({ email: 'dup@example.test', passwordHash: HASH });
    const err = await caught(() =>
      db.insert(users).values({ email: 'dup@example.test', passwordHash: HASH }),
    );
    expect(String((err as Error).message)).toContain(HASH); // what used to reach the log
    const r = redactError(err);
    expect(JSON.stringify(r)).not.toMatch(/TOP-SECRET-HASH|dup@example/);
    expect(r).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      detail: 'Key (lower(email))=([redacted]) already exists.',
      query: expect.stringContaining('insert into "users"'),
    });
    expect(safeErrorMessage(err)).toBe(
      'duplicate key value violates unique constraint "users_email_key" (23505, users_email_key)',
    );
  });

  it('a value quoted in the message itself is cut', async () => {
    const err = await caught(() =>
      t.ctx.database.db.execute(sql`SELECT ${'wrong-secret-token'}::uuid`),
    );
    expect(safeErrorMessage(err)).toBe('invalid input syntax for type uuid: "[redacted]" (22P02)');
  });

  it('the request log of a 500 holds the statement, never the values', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-only/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'internal' });
    const log = lines.join('');
    expect(log).toContain('"code":"23505"');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).not.toContain('TOP-SECRET-HASH');
    expect(log).not.toContain(EMAIL);
  });
});
