// The mailed link of a beta re-application, followed (through /verify-email/{token}): the new
// answers replace the pending application's, now that the mailbox has confirmed them. A decided
// application is not reopened.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { betaApplicationBody } from '../../contracts/beta.js';
import { VERIFIED_TEXT, VERIFY_MSG, type VerifyEmailResult } from '../../contracts/verification.js';
import type { DbOrTx } from '../db/client.js';
import { AppError } from '../lib/errors.js';

export type BetaAnswers = Omit<z.output<typeof betaApplicationBody>, 'email'>;

export async function confirmBetaReapplication(
  tx: DbOrTx,
  email: string,
  answers: BetaAnswers,
): Promise<VerifyEmailResult> {
  const { rows } = await tx.execute(sql`
    UPDATE beta_testers SET company_name = ${answers.companyName},
           contact_name = ${answers.contactName}, properties_count = ${answers.propertiesCount},
           use_case = ${answers.useCase}, reason_for_testing = ${answers.reasonForTesting},
           applied_at = now(), updated_at = now()
     WHERE lower(email) = ${email.toLowerCase()} AND status = 'pending'
    RETURNING id`);
  if (rows.length === 0) throw new AppError('gone', VERIFY_MSG.betaDecided);
  return { kind: 'beta_application', email, message: VERIFIED_TEXT.beta_application };
}
