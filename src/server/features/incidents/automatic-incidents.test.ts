// When the monitor opens an incident (decision 032): once per confirmed outage, also with two
// writers racing; never for an outage inside a maintenance window (its end opens it) nor for
// failures the location guard set aside.
import { describe, expect, it } from 'vitest';
import { call } from '../../test/actors.js';
import { alertAfterMaintenance } from '../../monitoring/alert-after-maintenance.js';
import { openAutomaticIncidents } from '../../monitoring/automatic-incidents.js';
import { claimDueChecks } from '../../monitoring/claim-due-checks.js';
import { recordResults } from '../../monitoring/record-results.js';
import {
  makeDue,
  useMonitorTestApp,
  workspaceWith,
} from '../../monitoring/test-support/fixtures.js';
import { checkNow, confirmAtFirstFailure } from '../../notify/test-support/outage.js';

describe('automatic incidents', () => {
  const { t, pool } = useMonitorTestApp();
  const incidentsOf = async (propertyId: number) =>
    (
      await pool().query(
        `SELECT id, resolved_at FROM tracked_incidents WHERE property_id = $1 ORDER BY id`,
        [propertyId],
      )
    ).rows;

  it('two writers opening the same outage at once make one incident', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    const opening = {
      workspaceId: admin.workspaceId!,
      propertyId: ids[0]!,
      name: 'Race',
      startedAt: new Date(),
      message: 'Race is offline',
    };
    const a = await pool().connect();
    const b = await t.extraPool(1).connect();
    try {
      await a.query('BEGIN');
      await b.query('BEGIN');
      const first = await openAutomaticIncidents(a, [opening]);
      // the second waits on the first's uncommitted row, then joins it
      const second = openAutomaticIncidents(b, [opening]);
      await a.query('COMMIT');
      const joined = await second;
      await b.query('COMMIT');
      expect(joined.get(ids[0]!)).toBe(first.get(ids[0]!));
    } finally {
      a.release();
      b.release();
    }
    expect(await incidentsOf(ids[0]!)).toHaveLength(1);
    const updates = await pool().query(
      `SELECT count(*)::int AS n FROM incident_updates u JOIN tracked_incidents i ON i.id = u.incident_id
        WHERE i.property_id = $1`,
      [ids[0]],
    );
    expect(updates.rows[0].n).toBe(1);
  });

  it('opens none inside a maintenance window, and one when the window ends with the outage going on', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    await confirmAtFirstFailure(pool(), admin.workspaceId!);
    const res = await call(t.app, admin, {
      method: 'POST',
      url: '/api/maintenance-windows',
      payload: {
        title: 'Cabinet swap',
        allProperties: false,
        propertyIds: ids,
        startsAt: new Date(Date.now() - 60_000).toISOString(),
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await checkNow(t.ctx, new Map([[ids[0]!, 'timeout' as const]]));
    expect(await incidentsOf(ids[0]!)).toHaveLength(0);
    const end = await call(t.app, admin, {
      method: 'POST',
      url: `/api/maintenance-windows/${res.json().id}/end`,
    });
    expect(end.statusCode).toBe(200);
    expect(await alertAfterMaintenance(pool())).toBe(1);
    const opened = await incidentsOf(ids[0]!);
    expect(opened).toHaveLength(1);
    const alert = await pool().query(
      `SELECT tracked_incident_id FROM alerts WHERE property_id = $1 AND type = 'offline'`,
      [ids[0]],
    );
    expect(Number(alert.rows[0].tracked_incident_id)).toBe(Number(opened[0].id));
    await checkNow(t.ctx, new Map([[ids[0]!, 'up' as const]]));
    expect((await incidentsOf(ids[0]!))[0].resolved_at).not.toBeNull();
  });

  it('opens none for failures the location guard set aside', async () => {
    const { admin, ids } = await workspaceWith(t, 1);
    await confirmAtFirstFailure(pool(), admin.workspaceId!);
    await makeDue(pool(), ids);
    const claims = await claimDueChecks(pool(), 10);
    await recordResults(
      pool(),
      claims.map((claim) => ({
        claim,
        result: { id: claim.id, outcome: 'timeout' as const, rttMs: null },
        checkedAt: new Date(),
      })),
      { setAsideFailures: true },
    );
    expect(await incidentsOf(ids[0]!)).toHaveLength(0);
  });
});
