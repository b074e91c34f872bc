// The one-time sign-up link an approved beta tester is mailed (docs/decisions/013-programmes.md):
// issued by the beta admin feature, claimed by sign-up, which puts the new workspace on the beta
// terms. Only the token's sha256 is stored; a new link replaces the previous one.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { BETA_MSG, BETA_TERMS } from '../../contracts/beta.js';
import type { PlanId } from '../../contracts/plans.js';
import type { Config } from '../config.js';
import { AppError, badRequest } from '../lib/errors.js';
import { hashToken } from './email-token.js';
import type { Tx } from '../db/client.js';
import { betaTesters } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

/** A fresh link token for an approved application (stored hashed, valid BETA_TERMS.linkValidDays). */
export async function issueBetaLink(tx: Tx, betaTesterId: number, now = new Date()) {
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(now.getTime() + BETA_TERMS.linkValidDays * DAY_MS);
  await tx
    .update(betaTesters)
    .set({
      signupTokenHash: hashToken(token),
      signupTokenExpiresAt: expires,
      updatedAt: sql`now()`,
    })
    .where(eq(betaTesters.id, betaTesterId));
  return token;
}

/**
 * Claims a link for a sign-up in progress (the row stays locked until the caller's transaction
 * ends, so one link makes one workspace). Returns the plan the workspace starts on: Pro free for
 * the beta period where billing is configured; a self-hosted install keeps DEFAULT_PLAN.
 */
export async function claimBetaLink(
  tx: Tx,
  token: string,
  config: Config,
  now = new Date(),
): Promise<{ betaTesterId: number; plan: PlanId; trialEndsAt: Date | null }> {
  const [row] = await tx
    .select({
      id: betaTesters.id,
      status: betaTesters.status,
      workspaceId: betaTesters.workspaceId,
      expiresAt: betaTesters.signupTokenExpiresAt,
    })
    .from(betaTesters)
    .where(eq(betaTesters.signupTokenHash, hashToken(token)))
    .for('update');
  if (!row || row.status !== 'approved') throw badRequest(BETA_MSG.linkInvalid);
  if (row.workspaceId) throw new AppError('gone', BETA_MSG.linkSpent);
  // an approved row with a token always has its expiry (issueBetaLink writes both)
  if (!row.expiresAt || row.expiresAt <= now) throw new AppError('gone', BETA_MSG.linkExpired);
  if (!config.billing) return { betaTesterId: row.id, plan: config.defaultPlan, trialEndsAt: null };
  return {
    betaTesterId: row.id,
    plan: BETA_TERMS.plan,
    trialEndsAt: new Date(now.getTime() + BETA_TERMS.freeDays * DAY_MS),
  };
}

/** The link is spent: it made this workspace. */
export async function markBetaSignedUp(tx: Tx, betaTesterId: number, workspaceId: string) {
  await tx
    .update(betaTesters)
    .set({ workspaceId, updatedAt: sql`now()` })
    .where(eq(betaTesters.id, betaTesterId));
}
