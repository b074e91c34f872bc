// The escalation runner (decision 034): takes due incidents one at a time (FOR UPDATE SKIP
// LOCKED on the partial index of incident_escalations.next_at), sends the step they are at and
// moves them on, or stops them once acknowledged or resolved. A step is sent only by the
// transaction that inserts its (incident, step, repeat) row in escalation_steps_sent, so no
// restart, lost lease or second worker sends it twice; delivery itself is the outbox's (at least
// once, with retries).
import type pg from 'pg';
import type { EscalationStep } from '../../../contracts/escalation.js';
import type { Config } from '../../config.js';
import { queueStep } from './queue-step.js';
import { resolvePolicyId } from './resolve-policy.js';

/** How often the worker looks for due steps: a step is sent at most this late. */
export const ESCALATION_EVERY_MS = 15_000;
/** At most this many incidents per pass: a bounded tick, the rest next time. */
export const ESCALATION_BATCH = 200;
/** A row that failed to process waits this long before it is tried again. */
const RETRY_AFTER_MS = 60_000;

type Due = {
  incident_id: string;
  workspace_id: string;
  policy_id: number | null;
  next_step: number;
  next_repeat: number;
  title: string;
  state: string;
  started_at: Date;
  property_id: number | null;
  acknowledged_at: Date | null;
  resolved_at: Date | null;
};

export type EscalationPass = { stepsSent: number; stopped: number; failed: number };

export async function runEscalationOnce(
  pool: pg.Pool,
  config: Config,
  opts: { now: Date; limit?: number; log?: (m: string) => void },
): Promise<EscalationPass> {
  const pass: EscalationPass = { stepsSent: 0, stopped: 0, failed: 0 };
  for (let i = 0; i < (opts.limit ?? ESCALATION_BATCH); i++) {
    const client = await pool.connect();
    let incidentId: string | undefined;
    try {
      await client.query('BEGIN');
      const due = await client.query<Due>(
        `SELECT e.incident_id, e.workspace_id, e.policy_id, e.next_step, e.next_repeat,
                i.title, i.state, i.started_at, i.property_id, i.acknowledged_at, i.resolved_at
           FROM incident_escalations e JOIN tracked_incidents i ON i.id = e.incident_id
          WHERE e.next_at IS NOT NULL AND e.next_at <= $1
          ORDER BY e.next_at LIMIT 1 FOR UPDATE OF e SKIP LOCKED`,
        [opts.now],
      );
      const row = due.rows[0];
      if (!row) {
        await client.query('COMMIT');
        break;
      }
      incidentId = row.incident_id;
      const result = await advance(client, config, row, opts.now);
      if (result === 'sent') pass.stepsSent++;
      else pass.stopped++;
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      pass.failed++;
      opts.log?.(`escalation of incident ${incidentId ?? '?'} failed: ${String(err)}`);
      if (incidentId === undefined) break;
      await pool
        .query(`UPDATE incident_escalations SET next_at = $2 WHERE incident_id = $1`, [
          incidentId,
          new Date(opts.now.getTime() + RETRY_AFTER_MS),
        ])
        .catch(() => undefined);
    } finally {
      client.release();
    }
  }
  return pass;
}

async function advance(
  client: pg.ClientBase,
  config: Config,
  row: Due,
  now: Date,
): Promise<'sent' | 'stopped'> {
  const stop = async (reason: string) => {
    await client.query(
      `UPDATE incident_escalations SET next_at = NULL, stopped_reason = $2 WHERE incident_id = $1`,
      [row.incident_id, reason],
    );
    return 'stopped' as const;
  };
  if (row.resolved_at) return stop('resolved');
  if (row.acknowledged_at) return stop('acknowledged');
  const first = row.next_step === 0 && row.next_repeat === 0;
  const policyId =
    row.policy_id ??
    (first ? await resolvePolicyId(client, row.workspace_id, row.property_id) : null);
  if (policyId === null) return stop(first ? 'no policy' : 'policy deleted');
  const policy = await client.query<{ name: string; steps: EscalationStep[]; repeat_last: number }>(
    `SELECT name, steps, repeat_last FROM escalation_policies WHERE id = $1 AND workspace_id = $2`,
    [policyId, row.workspace_id],
  );
  const p = policy.rows[0];
  if (!p) return stop('policy deleted');
  const { steps } = p;
  const step = steps[row.next_step];
  if (!step) return stop('policy changed');
  const last = row.next_step === steps.length - 1;
  const inserted = await client.query(
    `INSERT INTO escalation_steps_sent (incident_id, step, repeat, policy_id, sent_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [row.incident_id, row.next_step, row.next_repeat, policyId, now],
  );
  if (inserted.rowCount === 1) {
    await queueStep(client, config, {
      incident: {
        id: Number(row.incident_id),
        workspaceId: row.workspace_id,
        title: row.title,
        state: row.state,
        startedAt: row.started_at,
      },
      policyName: p.name,
      step,
      position:
        `step ${row.next_step + 1} of ${steps.length}` +
        (row.next_repeat > 0 ? `, repeat ${row.next_repeat} of ${p.repeat_last}` : ''),
      first,
      now,
    });
  }
  // what comes next: the following step, a repeat of the last one, or the end
  const next = !last
    ? { step: row.next_step + 1, repeat: 0 }
    : row.next_repeat < p.repeat_last
      ? { step: row.next_step, repeat: row.next_repeat + 1 }
      : null;
  await client.query(
    `UPDATE incident_escalations
        SET policy_id = $2, next_step = $3, next_repeat = $4, next_at = $5, stopped_reason = $6
      WHERE incident_id = $1`,
    [
      row.incident_id,
      policyId,
      next?.step ?? row.next_step,
      next?.repeat ?? row.next_repeat,
      next ? new Date(now.getTime() + step.waitMinutes * 60_000) : null,
      next ? null : 'every step sent',
    ],
  );
  return inserted.rowCount === 1 ? 'sent' : 'stopped';
}
