import { asc, eq, sql } from 'drizzle-orm';
import type { Webhook } from '../../../contracts/webhooks.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { webhooks } from '../../db/schema/index.js';
import { toWebhookDto, type LastDelivery } from './webhook-dto.js';

export async function listWebhooks(db: Db, actor: Actor): Promise<Webhook[]> {
  const rows = await db
    .select()
    .from(webhooks)
    .where(eq(webhooks.workspaceId, actor.workspaceId))
    .orderBy(asc(webhooks.createdAt), asc(webhooks.id));
  if (rows.length === 0) return [];
  const last = await db.execute<{
    webhook_id: number;
    created_at: string;
    ok: boolean;
    status_code: number | null;
    error: string | null;
  }>(sql`
    SELECT DISTINCT ON (webhook_id) webhook_id, created_at, ok, status_code, error
      FROM notification_attempts
     WHERE webhook_id IN (${sql.join(
       rows.map((r) => sql`${r.id}`),
       sql`, `,
     )})
     ORDER BY webhook_id, created_at DESC, id DESC`);
  const byId = new Map<number, LastDelivery>(
    last.rows.map((r) => [
      Number(r.webhook_id),
      {
        at: new Date(r.created_at).toISOString(),
        ok: r.ok,
        statusCode: r.status_code,
        error: r.error,
      },
    ]),
  );
  return rows.map((r) => toWebhookDto(r, byId.get(r.id) ?? null));
}
