// The beta admin's calls: list, review (pending only), invite, delete.
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BETA_MSG,
  type BetaTester,
  type betaApplicationBody,
  type reviewBetaBody,
} from '../../../contracts/beta.js';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../auth/actor.js';
import { issueBetaLink } from '../../accounts/beta-link.js';
import { betaTesters } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { toBetaDto, type BetaRow } from './beta-dto.js';
import { queueBetaRejection, queueBetaWelcome } from './beta-mail.js';

const fields = (r: BetaRow) => ({
  email: r.email,
  contactName: r.contactName,
  companyName: r.companyName,
});

export async function listBetaTesters(ctx: AppContext): Promise<BetaTester[]> {
  const rows = await ctx.database.db
    .select()
    .from(betaTesters)
    .orderBy(desc(betaTesters.appliedAt), desc(betaTesters.id));
  return rows.map(toBetaDto);
}

export async function reviewBetaTester(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: z.output<typeof reviewBetaBody>,
): Promise<BetaTester> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(betaTesters)
      .where(eq(betaTesters.id, id))
      .for('update');
    if (!before) throw notFound(BETA_MSG.notFound);
    if (before.status !== 'pending') throw new AppError('conflict', BETA_MSG.onlyPendingReviewable);
    const [row] = await tx
      .update(betaTesters)
      .set({
        status: input.status,
        notes: input.notes,
        reviewedAt: sql`now()`,
        reviewedBy: actor.userId,
        updatedAt: sql`now()`,
      })
      .where(eq(betaTesters.id, id))
      .returning();
    if (!row) throw notFound(BETA_MSG.notFound); // locked above: never happens
    if (input.status === 'approved') {
      const token = await issueBetaLink(tx, id);
      await queueBetaWelcome(tx, ctx.config, {
        workspaceId: actor.workspaceId,
        to: fields(row),
        token,
        invited: false,
      });
    } else {
      await queueBetaRejection(tx, { workspaceId: actor.workspaceId, to: fields(row) });
    }
    return toBetaDto(row);
  });
}

/**
 * An admin invites someone directly: their application is created (or an undecided one taken
 * over) as approved, and the sign-up link is mailed. Someone who already signed up through a
 * beta link is not given a second one.
 */
export async function inviteBetaTester(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof betaApplicationBody>,
): Promise<BetaTester> {
  return ctx.database.db.transaction(async (tx) => {
    // Raw (decision 023): the conflict target is the expression index lower(email), and the
    // builder's onConflict target takes columns only.
    const { rows } = await tx.execute<{ id: number }>(sql`
      INSERT INTO beta_testers (company_name, contact_name, email, properties_count, use_case,
                                reason_for_testing, status, invited, reviewed_at, reviewed_by)
      VALUES (${input.companyName}, ${input.contactName}, ${input.email}, ${input.propertiesCount},
              ${input.useCase}, ${input.reasonForTesting}, 'approved', true, now(), ${actor.userId})
      ON CONFLICT (lower(email)) DO UPDATE SET
        company_name = EXCLUDED.company_name, contact_name = EXCLUDED.contact_name,
        properties_count = EXCLUDED.properties_count, use_case = EXCLUDED.use_case,
        reason_for_testing = EXCLUDED.reason_for_testing, status = 'approved', invited = true,
        reviewed_at = now(), reviewed_by = EXCLUDED.reviewed_by, updated_at = now()
      WHERE beta_testers.workspace_id IS NULL
      RETURNING id`);
    const id = rows[0]?.id;
    if (id === undefined) throw new AppError('conflict', BETA_MSG.alreadySignedUp);
    const [row] = await tx.select().from(betaTesters).where(eq(betaTesters.id, id));
    if (!row) throw notFound(BETA_MSG.notFound); // written above: never happens
    const token = await issueBetaLink(tx, row.id);
    await queueBetaWelcome(tx, ctx.config, {
      workspaceId: actor.workspaceId,
      to: fields(row),
      token,
      invited: true,
    });
    return toBetaDto(row);
  });
}

export async function deleteBetaTester(ctx: AppContext, id: number): Promise<void> {
  const rows = await ctx.database.db
    .delete(betaTesters)
    .where(eq(betaTesters.id, id))
    .returning({ id: betaTesters.id });
  if (rows.length === 0) throw notFound(BETA_MSG.notFound);
}
