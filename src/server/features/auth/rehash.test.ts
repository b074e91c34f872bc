// A hash made at a lower cost than today's is replaced at the next successful sign-in; a wrong
// password changes nothing.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../accounts/create-account.js';
import { hashPassword } from '../../auth/password.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('rehash at sign-in', () => {
  const t = useTestApp();
  const stored = async (id: string) =>
    String(
      (await t.ctx.database.pool.query(`SELECT password_hash FROM users WHERE id = $1`, [id]))
        .rows[0].password_hash,
    );
  const signIn = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: { email, password } });

  it('replaces an older, cheaper hash with one at the configured cost', async () => {
    const email = `older-${Date.now()}@example.test`;
    const { userId } = await createAccount(
      t.ctx.database.db,
      { email, passwordHash: await hashPassword('walnut-river-22', { cost: 10 }) },
      { plan: 'pro' },
    );
    const before = await stored(userId);
    expect(before.startsWith('scrypt$1024$')).toBe(true);

    expect((await signIn(email, 'wrong-river-22')).statusCode).toBe(401);
    expect(await stored(userId)).toBe(before);

    expect((await signIn(email, 'walnut-river-22')).statusCode).toBe(200);
    const after = await stored(userId);
    // the test app's cost (test-app.ts); production's is 2^17 (password.test.ts)
    expect(after.startsWith(`scrypt$${2 ** t.ctx.config.passwordHashing.cost}$8$1$`)).toBe(true);
    expect((await signIn(email, 'walnut-river-22')).statusCode).toBe(200);
    expect(await stored(userId)).toBe(after);
  });
});
