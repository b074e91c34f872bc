// Our incident acknowledged or resolved by hand is PagerDuty's too (issue 29, decision 028): one
// outbox row per PagerDuty endpoint of the workspace that was sent this incident (a row of it in
// the outbox), carrying `acknowledge` or `resolve` with the incident's dedup key, so PagerDuty
// shows one incident. Queued in the acknowledging or resolving transaction; delivered, retried
// and logged like every endpoint row (deliver-webhook.ts uses the stored payload as it is).
import { randomUUID } from 'node:crypto';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notifications, webhooks } from '../../db/schema/index.js';
import type { StoredPayload } from './channel-request.js';
import { incidentDedupKey } from './outage-key.js';

const SUMMARY = { acknowledge: 'PagerDuty: acknowledge', resolve: 'PagerDuty: resolve' } as const;

export async function queuePagerDutySync(
  tx: DbOrTx,
  workspaceId: string,
  incidentId: number,
  title: string,
  action: 'acknowledge' | 'resolve',
): Promise<void> {
  const key = await incidentDedupKey(tx, incidentId);
  if (!key) return; // posted by hand: never triggered in PagerDuty
  const told = tx.$with('told').as(
    tx
      .select({ id: webhooks.id })
      .from(webhooks)
      .where(
        and(
          eq(webhooks.workspaceId, workspaceId),
          eq(webhooks.type, 'pagerduty'),
          eq(webhooks.enabled, true),
          exists(
            tx
              .select({ one: sql`1` })
              .from(notifications)
              .where(
                and(
                  eq(notifications.trackedIncidentId, incidentId),
                  eq(notifications.webhookId, webhooks.id),
                ),
              ),
          ),
        ),
      ),
  );
  const endpoints = await tx.with(told).select().from(told);
  if (endpoints.length === 0) return;
  await tx.insert(notifications).values(
    endpoints.map((e) => {
      const payload: StoredPayload = {
        id: randomUUID(),
        type: 'alert.created',
        createdAt: new Date().toISOString(),
        property: null,
        alert: null,
        url: null,
        outageKey: key,
        incidentAction: action,
      };
      return {
        workspaceId,
        channel: 'webhook',
        eventType: `pagerduty.${action}`,
        webhookId: e.id,
        trackedIncidentId: incidentId,
        payload,
        summary: `${SUMMARY[action]} "${title}"`,
      };
    }),
  );
}
