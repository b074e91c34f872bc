// The Enterprise plan's Contact Sales form: mailed (through the outbox) to SALES_EMAIL, else to
// the platform owners.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { contactSalesBody } from '../../../contracts/billing.js';
import type { Actor } from '../../auth/actor.js';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { escapeHtml } from '../../notify/format.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';

type Input = z.output<typeof contactSalesBody>;

export async function contactSales(ctx: AppContext, actor: Actor, input: Input): Promise<void> {
  const db = ctx.database.db;
  let to = ctx.config.salesEmail ? [ctx.config.salesEmail] : [];
  if (to.length === 0) {
    const owners = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.platformRole, 'owner'), isNotNull(users.email)));
    to = owners.flatMap((r) => (r.email === null ? [] : [r.email]));
  }
  if (to.length === 0) throw new AppError('unavailable', 'No sales contact is configured.');
  const lines: Array<[string, string]> = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Company', input.company || '-'],
    ['Properties', String(input.propertyCount)],
    ['Workspace', `${actor.workspaceName} (${actor.workspaceId})`],
    ['Message', input.message || '-'],
  ];
  const subject = `Enterprise enquiry from ${input.company || input.name}`;
  await db.transaction(async (tx) => {
    for (const address of to) {
      await queueDirectMail(tx, {
        workspaceId: actor.workspaceId,
        to: address,
        subject,
        text: lines.map(([k, v]) => `${k}: ${v}`).join('\n'),
        html: lines
          .map(([k, v]) => `<p><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</p>`)
          .join('\n'),
        eventType: 'billing.contact_sales',
        summary: `Contact Sales enquiry sent to ${address}`,
      });
    }
  });
}
