// POST /api/beta-testers/apply (anonymous). The answer is the same whether the application is
// new, waits for its mailbox to confirm new answers, was left alone because it was already
// decided, or was dropped because a bot filled the honeypot: nobody learns who else applied.
import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplyBetaAnswer, applyBetaBody } from '../../../contracts/beta.js';
import { MAX_LINKS_PER_DAY } from '../../../contracts/verification.js';
import type { AppContext } from '../../app-context.js';
import { issueEmailToken } from '../../accounts/email-token.js';
import { verifyEmailLink } from '../../accounts/send-verification-link.js';
import type { Tx } from '../../db/client.js';
import { emailTokens, memberships, users } from '../../db/schema/index.js';
import { queueBetaReapplyConfirmation } from './beta-mail.js';
import type { BetaAnswers } from '../../accounts/confirm-beta-reapplication.js';

type Input = z.output<typeof applyBetaBody>;

export async function applyForBeta(ctx: AppContext, input: Input): Promise<ApplyBetaAnswer> {
  const answer = { received: true as const, supportEmail: ctx.config.support.email ?? null };
  if (input.website && input.website.trim() !== '') return answer;
  await ctx.database.db.transaction(async (tx) => {
    // One application per address. A second one while pending replaces nothing until the
    // address's mailbox confirms it (issue 30: anyone could overwrite anyone's application);
    // a decided one is not reopened from the public form. Raw (decision 023): the conflict
    // target is the expression index lower(email), and `xmax` tells a new row from an old one.
    const { rows } = await tx.execute<{ existed: boolean; status: string }>(sql`
      INSERT INTO beta_testers (company_name, contact_name, email, properties_count, use_case,
                                reason_for_testing, status)
      VALUES (${input.companyName}, ${input.contactName}, ${input.email}, ${input.propertiesCount},
              ${input.useCase}, ${input.reasonForTesting}, 'pending')
      ON CONFLICT (lower(email)) DO UPDATE SET updated_at = beta_testers.updated_at
      RETURNING (xmax <> 0) AS existed, status`);
    const row = rows[0];
    if (row?.existed && row.status === 'pending') await askMailbox(ctx, tx, input);
  });
  return answer;
}

/** Mails the confirmation link, at most a few a day per address (no mail bombing through it). */
async function askMailbox(ctx: AppContext, tx: Tx, input: Input): Promise<void> {
  const subject = { purpose: 'beta_application' as const, email: input.email };
  const [sent] = await tx
    .select({ n: count() })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.purpose, 'beta_application'),
        eq(sql`lower(${emailTokens.email})`, input.email.toLowerCase()),
        gt(emailTokens.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  if ((sent?.n ?? 0) >= MAX_LINKS_PER_DAY) return;
  // The outbox keeps mail per workspace: the programme's mail is the platform owner's.
  const [owner] = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(eq(users.platformRole, 'owner'))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  const workspaceId = owner?.workspaceId;
  if (!workspaceId) return;
  const answers: BetaAnswers = {
    companyName: input.companyName,
    contactName: input.contactName,
    propertiesCount: input.propertiesCount,
    useCase: input.useCase,
    reasonForTesting: input.reasonForTesting,
  };
  const token = await issueEmailToken(tx, subject, input.email, new Date(), answers);
  await queueBetaReapplyConfirmation(tx, {
    workspaceId,
    to: input,
    link: verifyEmailLink(ctx.config, token),
  });
}
