// Monthly payouts (docs/decisions/013-programmes.md): every commission past its hold, of an
// approved affiliate, not yet in a payout, is gathered into one payout per affiliate; the file
// for PayPal's mass payment lists the payouts not yet paid; marking a payout paid marks its
// commissions paid.
import { sql } from 'drizzle-orm';
import { AFFILIATE_MSG, type Payout } from '../../../contracts/affiliates.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { AppError, notFound } from '../../lib/errors.js';

type Row = {
  id: number;
  affiliate_id: number;
  affiliate_code: string;
  period: string;
  amount_cents: number;
  paypal_email: string;
  status: 'exported' | 'paid';
  created_at: Date;
  paid_at: Date | null;
};

const toDto = (r: Row): Payout => ({
  id: r.id,
  affiliateId: r.affiliate_id,
  affiliateCode: r.affiliate_code,
  period: r.period,
  amountCents: r.amount_cents,
  paypalEmail: r.paypal_email,
  status: r.status,
  createdAt: new Date(r.created_at).toISOString(),
  paidAt: r.paid_at ? new Date(r.paid_at).toISOString() : null,
});

const SELECT = sql`SELECT p.*, a.affiliate_code FROM affiliate_payouts p
  JOIN affiliates a ON a.id = p.affiliate_id`;

export async function listPayouts(ctx: AppContext): Promise<Payout[]> {
  const { rows } = await ctx.database.db.execute(
    sql`${SELECT} ORDER BY p.created_at DESC, p.id DESC`,
  );
  return (rows as Row[]).map(toDto);
}

/** Gathers what is due into payouts; 409 when nothing is. */
export async function createPayouts(ctx: AppContext, now = new Date()): Promise<Payout[]> {
  const period = now.toISOString().slice(0, 7);
  return ctx.database.db.transaction(async (tx) => {
    // one export at a time: two admins clicking together do not pay a commission twice
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7013)`);
    const { rows } = await tx.execute(sql`
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
    const ids = (rows as { id: number }[]).map((r) => r.id);
    const made = await tx.execute(
      sql`${SELECT} WHERE p.id IN (${sql.join(ids, sql`, `)}) ORDER BY p.id`,
    );
    return (made.rows as Row[]).map(toDto);
  });
}

/**
 * PayPal's mass-payment file: one line per unpaid payout, no header: recipient e-mail, amount
 * in dollars, currency, our reference, a note.
 */
export async function payoutCsv(ctx: AppContext): Promise<string> {
  const { rows } = await ctx.database.db.execute(
    sql`${SELECT} WHERE p.status = 'exported' ORDER BY p.id`,
  );
  return (rows as Row[])
    .map((r) =>
      [
        r.paypal_email,
        (r.amount_cents / 100).toFixed(2),
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
    const found = await tx.execute(
      sql`SELECT status FROM affiliate_payouts WHERE id = ${id} FOR UPDATE`,
    );
    const before = found.rows[0] as { status: string } | undefined;
    if (!before) throw notFound(AFFILIATE_MSG.payoutNotFound);
    if (before.status === 'paid') throw new AppError('conflict', AFFILIATE_MSG.payoutAlreadyPaid);
    await tx.execute(sql`
      UPDATE affiliate_payouts SET status = 'paid', paid_at = now(), paid_by = ${actor.userId}
      WHERE id = ${id}`);
    await tx.execute(sql`
      UPDATE affiliate_commissions SET status = 'paid', updated_at = now()
      WHERE payout_id = ${id} AND status = 'pending'`);
    const { rows } = await tx.execute(sql`${SELECT} WHERE p.id = ${id}`);
    return toDto(rows[0] as Row);
  });
}
