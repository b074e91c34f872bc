// Monthly payouts (docs/decisions/013-programmes.md): every commission past its hold, of an
// approved affiliate, not yet in a payout, is gathered into one payout per affiliate; the file
// for PayPal's mass payment lists the payouts not yet paid; marking a payout paid marks its
// commissions paid.
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { AFFILIATE_MSG, type Payout } from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { affiliateCommissions, affiliatePayouts, affiliates } from '../../db/schema/index.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, notFound } from '../../lib/errors.js';

const p = affiliatePayouts;

/** Payouts with their affiliate's code, in `order`. */
async function payouts(db: DbOrTx, where: SQL | undefined, order: SQL[]): Promise<Payout[]> {
  const rows = await db
    .select({
      id: p.id,
      affiliateId: p.affiliateId,
      affiliateCode: affiliates.affiliateCode,
      period: p.period,
      amountCents: p.amountCents,
      paypalEmail: p.paypalEmail,
      status: p.status,
      createdAt: p.createdAt,
      paidAt: p.paidAt,
    })
    .from(p)
    .innerJoin(affiliates, eq(affiliates.id, p.affiliateId))
    .where(where)
    .orderBy(...order);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    paidAt: r.paidAt ? r.paidAt.toISOString() : null,
  }));
}

export function listPayouts(ctx: AppContext): Promise<Payout[]> {
  return payouts(ctx.database.db, undefined, [desc(p.createdAt), desc(p.id)]);
}

/** Gathers what is due into payouts; 409 when nothing is. */
export async function createPayouts(ctx: AppContext, now = new Date()): Promise<Payout[]> {
  const period = now.toISOString().slice(0, 7);
  return ctx.database.db.transaction(async (tx) => {
    // one export at a time: two admins clicking together do not pay a commission twice
    // (raw, decision 023: the builder has no advisory lock, nor data-modifying CTEs)
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7013)`);
    const { rows } = await tx.execute<{ id: number }>(sql`
      WITH due AS (
        SELECT m.id, m.affiliate_id, m.commission_amount
        FROM affiliate_commissions m JOIN affiliates a ON a.id = m.affiliate_id
        WHERE a.status = 'approved' AND m.status = 'pending' AND m.payout_id IS NULL
          AND m.due_at <= ${now.toISOString()} AND m.commission_amount > 0
      ), made AS (
        INSERT INTO affiliate_payouts (affiliate_id, period, amount_cents, paypal_email)
        SELECT d.affiliate_id, ${period}, sum(d.commission_amount), a.paypal_email
        FROM due d JOIN affiliates a ON a.id = d.affiliate_id
        GROUP BY d.affiliate_id, a.paypal_email
        RETURNING id, affiliate_id
      ), linked AS (
        UPDATE affiliate_commissions m SET payout_id = made.id, updated_at = now()
        FROM due JOIN made ON made.affiliate_id = due.affiliate_id
        WHERE m.id = due.id
        RETURNING m.id
      )
      SELECT made.id FROM made`);
    if (rows.length === 0) throw new AppError('conflict', AFFILIATE_MSG.nothingDue);
    const ids = rows.map((r) => r.id);
    return payouts(tx, inArray(p.id, ids), [asc(p.id)]);
  });
}

/**
 * PayPal's mass-payment file: one line per unpaid payout, no header: recipient e-mail, amount
 * in dollars, currency, our reference, a note.
 */
export async function payoutCsv(ctx: AppContext): Promise<string> {
  const rows = await payouts(ctx.database.db, eq(p.status, 'exported'), [asc(p.id)]);
  return rows
    .map((r) =>
      [
        r.paypalEmail,
        (r.amountCents / 100).toFixed(2),
        'USD',
        `payout-${r.id}`,
        `Property Monitor affiliate commission ${r.period}`,
      ].join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}

export async function markPayoutPaid(ctx: AppContext, actor: Actor, id: number): Promise<Payout> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: p.status })
      .from(p)
      .where(eq(p.id, id))
      .for('update');
    if (!before) throw notFound(AFFILIATE_MSG.payoutNotFound);
    if (before.status === 'paid') throw new AppError('conflict', AFFILIATE_MSG.payoutAlreadyPaid);
    await tx
      .update(p)
      .set({ status: 'paid', paidAt: sql`now()`, paidBy: actor.userId })
      .where(eq(p.id, id));
    const m = affiliateCommissions;
    await tx
      .update(m)
      .set({ status: 'paid', updatedAt: sql`now()` })
      .where(and(eq(m.payoutId, id), eq(m.status, 'pending')));
    const [paid] = await payouts(tx, eq(p.id, id), []);
    if (!paid) throw notFound(AFFILIATE_MSG.payoutNotFound); // locked above: never happens
    return paid;
  });
}
