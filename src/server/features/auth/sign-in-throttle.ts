// Throttling of password guesses with back-off, per account and per address (decision 010).
// Every attempt is counted before its password is checked, in one atomic statement, so parallel
// guesses each count and a burst gets no more tries than a sequence. A right password takes its
// own count back. Nothing here depends on whether the account exists.
//
// The account is counted everywhere (issue 30): from its usual addresses on a counter of its own
// with a higher bar, so guessing elsewhere cannot lock the owner out at home, and guessing from
// an address the owner shares (a proxy without TRUST_PROXY, an office NAT) is bounded too.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signInAddresses, signInFailures } from '../../db/schema/index.js';

/** Attempts through one key before back-off starts. */
export const FREE_ATTEMPTS = 5;
/** The account's bar from one of its usual addresses: typos at home never reach it. */
export const FREE_ATTEMPTS_USUAL = 20;
/** Back-off after the free attempts: this long, doubling with each further failure ... */
export const FIRST_BACKOFF_SECONDS = 10;
/** ... up to this. */
export const MAX_BACKOFF_SECONDS = 15 * 60;
/** A key that saw no failure for this long starts counting again from zero. */
const QUIET_RESET = `interval '1 hour'`;
/** An address the account signed in from within this many days is one of its usual ones. */
const USUAL_FOR_DAYS = 90;
const ADDRESSES_KEPT = 20;

export const throttleKeys = (email: string, address: string) => ({
  /** the account, attempts from anywhere but its usual addresses */
  account: `account:${email.toLowerCase()}`,
  /** the account, attempts from its usual addresses */
  accountUsual: `account-usual:${email.toLowerCase()}`,
  address: `address:${address}`,
});

/** One counter an attempt goes through: its bar, and whether being over it refuses the attempt. */
export type ThrottleKey = { key: string; free: number; enforce: boolean };

/** The counters of one attempt: the usual address is counted but never refuses its owner. */
export function attemptKeys(keys: ReturnType<typeof throttleKeys>, usual: boolean): ThrottleKey[] {
  return usual
    ? [
        { key: keys.accountUsual, free: FREE_ATTEMPTS_USUAL, enforce: true },
        { key: keys.address, free: FREE_ATTEMPTS, enforce: false },
      ]
    : [
        { key: keys.account, free: FREE_ATTEMPTS, enforce: true },
        { key: keys.address, free: FREE_ATTEMPTS, enforce: true },
      ];
}

const NEXT = `(CASE WHEN f.last_failure_at < now() - ${QUIET_RESET} THEN 1 ELSE f.failures + 1 END)`;
/** After attempt n > free the key waits 10 s * 2^(n - free - 1): 10, 20 ... 900. */
const BLOCK = `(CASE WHEN ${NEXT} > k.free THEN now() + make_interval(secs =>
  least(${FIRST_BACKOFF_SECONDS} * power(2, ${NEXT} - k.free - 1), ${MAX_BACKOFF_SECONDS})) END)`;

export type Attempt = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Counts one attempt on every key. Refused (nothing counted on a blocked key) while any
 * enforced key is in its back-off; a key that is not enforced is counted, never refuses.
 */
export async function takeAttempt(db: Db, keys: ThrottleKey[]): Promise<Attempt> {
  const names = keys.map((k) => k.key);
  await db.execute(
    sql`INSERT INTO sign_in_failures (key, failures, last_failure_at)
        SELECT k, 0, now() FROM unnest(${sql.param(names)}::text[]) AS k ON CONFLICT DO NOTHING`,
  );
  // Each row is updated under its row lock from its own current values: no lost update.
  const { rows } = await db.execute<{ key: string }>(
    sql`UPDATE sign_in_failures f
           SET failures = ${sql.raw(NEXT)}, last_failure_at = now(),
               blocked_until = CASE WHEN k.enforce THEN ${sql.raw(BLOCK)}
                                    ELSE greatest(f.blocked_until, ${sql.raw(BLOCK)}) END
          FROM unnest(${sql.param(names)}::text[], ${sql.param(keys.map((k) => k.free))}::int[],
                      ${sql.param(keys.map((k) => k.enforce))}::bool[]) AS k(key, free, enforce)
         WHERE f.key = k.key
           AND (NOT k.enforce OR f.blocked_until IS NULL OR f.blocked_until <= now())
         RETURNING f.key`,
  );
  if (rows.length === keys.length) return { ok: true };
  const enforced = keys.filter((k) => k.enforce).map((k) => k.key);
  const f = signInFailures;
  const [wait] = await db
    .select({
      s: sql<number | null>`ceil(extract(epoch FROM max(${f.blockedUntil}) - now()))::int`,
    })
    .from(f)
    .where(inArray(f.key, enforced));
  return { ok: false, retryAfterSeconds: Math.max(1, wait?.s ?? 1) };
}

/** The password was right: the account starts afresh, the address gets this attempt back. */
export async function attemptSucceeded(
  db: Db,
  keys: ReturnType<typeof throttleKeys>,
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [keys.account, keys.accountUsual]));
  await db.execute(
    sql`UPDATE sign_in_failures
           SET failures = greatest(failures - 1, 0),
               blocked_until = CASE WHEN failures - 1 > ${FREE_ATTEMPTS}::int THEN blocked_until END
         WHERE key = ${keys.address}`,
  );
}

export async function isUsualAddress(
  db: Db,
  userId: string | undefined,
  address: string,
): Promise<boolean> {
  // The same query whether or not the account exists: timing tells nothing.
  const rows = await db
    .select({ a: signInAddresses.address })
    .from(signInAddresses)
    .where(
      and(
        eq(signInAddresses.userId, userId ?? '00000000-0000-0000-0000-000000000000'),
        eq(signInAddresses.address, address),
        gt(signInAddresses.lastSeenAt, sql`now() - make_interval(days => ${USUAL_FOR_DAYS})`),
      ),
    );
  return rows.length > 0;
}

/** Notes a successful sign-in (or the sign-up) address; keeps the most recent few. */
export async function rememberAddress(db: Db, userId: string, address: string): Promise<void> {
  await db
    .insert(signInAddresses)
    .values({ userId, address })
    .onConflictDoUpdate({
      target: [signInAddresses.userId, signInAddresses.address],
      set: { lastSeenAt: sql`now()` },
    });
  await db.execute(
    sql`DELETE FROM sign_in_addresses WHERE user_id = ${userId} AND address NOT IN (
          SELECT address FROM sign_in_addresses WHERE user_id = ${userId}
           ORDER BY last_seen_at DESC LIMIT ${ADDRESSES_KEPT})`,
  );
}

/** Counters untouched for a day are forgotten (the table would otherwise keep every address). */
export async function pruneSignInFailures(db: Db): Promise<number> {
  const res = await db.execute(
    sql`DELETE FROM sign_in_failures
         WHERE last_failure_at < now() - interval '1 day'
           AND (blocked_until IS NULL OR blocked_until < now())`,
  );
  return res.rowCount ?? 0;
}
