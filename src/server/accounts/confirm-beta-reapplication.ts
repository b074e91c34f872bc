// The mailed link of a beta re-application, followed (through /verify-email/{token}): the new
// answers replace the pending application's, now that the mailbox has confirmed them. A decided
// application is not reopened.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { betaApplicationBody } from '../../contracts/beta.js';
import { VERIFIED_TEXT, VERIFY_MSG, type VerifyEmailResult } from '../../contracts/verification.js';
import type { DbOrTx } from '../db/client.js';
import { betaTesters } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export type BetaAnswers = Omit<z.output<typeof betaApplicationBody>, 'email'>;

export async function confirmBetaReapplication(
  tx: DbOrTx,
  email: string,
  answers: BetaAnswers,
): Promise<VerifyEmailResult> {
  const rows = await tx
    .update(betaTesters)
    .set({
      companyName: answers.companyName,
      contactName: answers.contactName,
      propertiesCount: answers.propertiesCount,
      useCase: answers.useCase,
      reasonForTesting: answers.reasonForTesting,
      appliedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(sql`lower(${betaTesters.email})`, email.toLowerCase()),
        eq(betaTesters.status, 'pending'),
      ),
    )
    .returning({ id: betaTesters.id });
  if (rows.length === 0) throw new AppError('gone', VERIFY_MSG.betaDecided);
  return { kind: 'beta_application', email, message: VERIFIED_TEXT.beta_application };
}
