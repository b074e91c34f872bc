// POST /api/beta-testers/apply (anonymous). The answer is the same whether the application is
// new, merged into the same address's pending one, left alone because it was already decided, or
// dropped because a bot filled the honeypot: nobody learns who else applied.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApplyBetaAnswer, applyBetaBody } from '../../../contracts/beta.js';
import type { AppContext } from '../../app-context.js';

export async function applyForBeta(
  ctx: AppContext,
  input: z.output<typeof applyBetaBody>,
): Promise<ApplyBetaAnswer> {
  const answer = { received: true as const, supportEmail: ctx.config.support.email ?? null };
  if (input.website && input.website.trim() !== '') return answer;
  // One application per address: a second one while pending replaces the answers (the newest
  // says best what they want); a decided one is not reopened from the public form.
  await ctx.database.db.execute(sql`
    INSERT INTO beta_testers (company_name, contact_name, email, properties_count, use_case,
                              reason_for_testing, status)
    VALUES (${input.companyName}, ${input.contactName}, ${input.email}, ${input.propertiesCount},
            ${input.useCase}, ${input.reasonForTesting}, 'pending')
    ON CONFLICT (lower(email)) DO UPDATE SET
      company_name = EXCLUDED.company_name, contact_name = EXCLUDED.contact_name,
      properties_count = EXCLUDED.properties_count, use_case = EXCLUDED.use_case,
      reason_for_testing = EXCLUDED.reason_for_testing, applied_at = now(), updated_at = now()
    WHERE beta_testers.status = 'pending'`);
  return answer;
}
