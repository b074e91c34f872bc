// The monitor's own health for an agent's location (issue 28; decision 027, "Agent locations"),
// with real PostgreSQL and a real SMTP server on loopback, the agent driven through the real
// /api/agent/* endpoints with its token: its canaries failing make its location degraded (one
// owner mail, no customer alert or outbox row, its failures no votes and not counted as down,
// the detail page's row not confirmed); posts without evidence keep it degraded; its canaries
// answering again recover it (one mail) and its failures count again. The share rule degrades it
// only while another location sees the targets up.
import { describe, expect, it } from 'vitest';
import {
  toResultColumns,
  type AgentCheck,
  type AgentOutcome,
  type AgentWork,
} from '../../../contracts/agents.js';
import {
  NOT_CONFIRMED_DEGRADED,
  type CreatedLocation,
  type MonitoringLocationList,
} from '../../../contracts/locations.js';
import type { PropertyLocations } from '../../../contracts/property-locations.js';
import { runDeliveryOnce } from '../../notify/run-delivery.js';
import { parseMail } from '../../notify/test-support/mime.js';
import { later } from '../../notify/test-support/outage.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestAppWithSmtpSink } from '../../test/use-test-app.js';

type Post = {
  results: { id: string; outcome: AgentOutcome }[];
  canaries?: { probed: number; failed: number };
};

describe("an agent location's own health", () => {
  const { t, sink } = useTestAppWithSmtpSink({
    MAIL_FROM: 'Property Monitor <alerts@monitor.test>',
  });
  const pool = () => t.ctx.database.pool;
  const q = async <T>(sql: string, params: unknown[] = []) =>
    (await pool().query(sql, params)).rows as T[];

  async function addLocation(owner: Actor, name: string) {
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name, region: 'eu-central' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { location, token } = res.json<CreatedLocation>();
    const headers = { authorization: `Bearer ${token}` };
    return {
      id: location.id,
      async work(): Promise<AgentCheck[]> {
        const r = await t.app.inject({ url: '/api/agent/work?waitMs=0&max=5000', headers });
        expect(r.statusCode, r.body).toBe(200);
        return r.json<AgentWork>().checks;
      },
      post(body: Post) {
        const at = Date.now();
        return t.app.inject({
          method: 'POST',
          url: '/api/agent/results',
          headers,
          payload: {
            ...body,
            results: toResultColumns(
              body.results.map((r) => ({
                ...r,
                rttMs: r.outcome === 'up' ? 3 : null,
                checkedAt: at,
                late: false,
              })),
            ),
          },
        });
      },
    };
  }

  it('canaries failing: degraded once, owner mailed, failures set aside; canaries answering: recovered', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const frankfurt = await addLocation(owner, 'Frankfurt');
    // confirmed from 2 locations, offline at the first failure: an agent's failure is a vote
    const saved = await call(t.app, admin, {
      method: 'PUT',
      url: '/api/settings/workspace',
      payload: { failuresBeforeOffline: 1, outageConfirmedFrom: 2 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const property = await addProperty(t.app, admin, { ipAddress: '127.0.41.1' });
    const check = (await frankfurt.work()).find((c) => c.address === '127.0.41.1')!;
    const ok = await frankfurt.post({ results: [{ id: check.id, outcome: 'up' }] });
    expect(ok.statusCode, ok.body).toBe(200);

    const location = async () =>
      (
        await q<{ degraded_since: Date | null; degraded_evidence: string | null }>(
          `SELECT degraded_since, degraded_evidence FROM monitoring_locations WHERE id = $1`,
          [frankfurt.id],
        )
      )[0]!;
    const customerRows = async () =>
      (
        await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM notifications WHERE recipient IS DISTINCT FROM $1`,
          [owner.email],
        )
      )[0]!.n;
    const votes = async () =>
      (await q<{ n: number }>(`SELECT count(*)::int AS n FROM outage_confirmations`))[0]!.n;
    const hourFailures = async () =>
      (
        await q<{ n: number }>(
          `SELECT coalesce(sum(failures), 0)::int AS n FROM location_hours
            WHERE property_id = $1 AND location_id = $2`,
          [property.id, frankfurt.id],
        )
      )[0]!.n;
    const detailRow = async () =>
      (await call(t.app, admin, { url: `/api/properties/${property.id}/locations` }))
        .json<PropertyLocations>()
        .locations.find((l) => l.id === frankfurt.id)!;

    // Bad canary answers: 400 with the reason, and nothing changes.
    const bad = await frankfurt.post({
      results: [{ id: check.id, outcome: 'timeout' }],
      canaries: { probed: 1, failed: 2 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('More canaries failed than were probed');
    expect((await location()).degraded_since).toBeNull();
    expect(await hourFailures()).toBe(0);

    // Its canary fails with the batch: degraded at once, the failure set aside.
    const cut = await frankfurt.post({
      results: [{ id: check.id, outcome: 'timeout' }],
      canaries: { probed: 1, failed: 1 },
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const degraded = await location();
    expect(degraded.degraded_evidence).toBe('canaries failed: 1 of 1 did not answer');
    expect(degraded.degraded_since).toBeInstanceOf(Date);
    expect(await votes()).toBe(0);
    expect(await hourFailures()).toBe(0);
    const [streak] = await q<{ consecutive_failures: number; outcome: string }>(
      `SELECT consecutive_failures, outcome FROM location_checks WHERE id = $1`,
      [check.id],
    );
    expect(streak).toEqual({ consecutive_failures: 0, outcome: 'timeout' });
    expect(await detailRow()).toMatchObject({
      outcome: 'timeout',
      notConfirmed: NOT_CONFIRMED_DEGRADED,
    });

    // A post without canaries is no evidence of health: still degraded, still set aside.
    await frankfurt.post({ results: [{ id: check.id, outcome: 'timeout' }] });
    expect((await location()).degraded_since).toEqual(degraded.degraded_since);
    expect(await votes()).toBe(0);
    expect(await hourFailures()).toBe(0);

    // The owner sees it: the panel's list and exactly one mail; no customer row, no alert.
    const listed = (
      await call(t.app, owner, { url: '/api/monitoring-locations' })
    ).json<MonitoringLocationList>();
    expect(listed.locations.find((l) => l.id === frankfurt.id)).toMatchObject({
      name: 'Frankfurt',
      degradedSince: degraded.degraded_since!.toISOString(),
      evidence: 'canaries failed: 1 of 1 did not answer',
    });
    expect(await customerRows()).toBe(0);
    expect((await q<{ n: number }>(`SELECT count(*)::int AS n FROM alerts`))[0]!.n).toBe(0);
    await runDeliveryOnce(t.ctx, { now: later(61) });
    expect(sink.messages.map((m) => m.to)).toEqual([[owner.email]]);
    const mail = parseMail(sink.messages[0]!.raw);
    expect(mail.headers.subject).toBe(
      '[Property Monitor] Monitoring location Frankfurt is degraded',
    );
    expect(mail.text).toContain(
      `Monitoring location Frankfurt is degraded since ${degraded.degraded_since!.toISOString()}.`,
    );
    expect(mail.text).toContain('Evidence: canaries failed: 1 of 1 did not answer.');
    sink.messages.length = 0;

    // The canary answers again: recovered (one mail), and the failure is a vote again.
    const back = await frankfurt.post({
      results: [{ id: check.id, outcome: 'timeout' }],
      canaries: { probed: 1, failed: 0 },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await location()).degraded_since).toBeNull();
    expect(await votes()).toBe(1);
    expect(await hourFailures()).toBe(1);
    expect((await detailRow()).notConfirmed).toBeUndefined();
    expect(await customerRows()).toBe(0);
    await runDeliveryOnce(t.ctx, { now: later(200) });
    expect(sink.messages.map((m) => [m.to, parseMail(m.raw).headers.subject as string])).toEqual([
      [[owner.email], '[Property Monitor] Monitoring location Frankfurt recovered'],
    ]);
  });

  it('the share rule degrades an agent location only while another location sees the targets up', async () => {
    await pool().query(`UPDATE monitoring_locations SET revoked_at = now() WHERE id <> 'primary'`);
    const owner = await createActor(t.ctx, 'owner');
    const admin = await createActor(t.ctx, 'admin');
    const { rows } = await pool().query<{ id: number }>(
      `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
       SELECT $1, 'Block ' || i, i || ' Block Lane', '127.0.42.' || i, true
         FROM generate_series(1, 20) AS i RETURNING id`,
      [admin.workspaceId],
    );
    const ids = rows.map((r) => r.id);
    const primarySees = (failures: number) =>
      pool().query(
        `UPDATE property_schedule SET last_check = now(), consecutive_failures = $2
          WHERE property_id = ANY($1::int[])`,
        [ids, failures],
      );
    const evidence = async (id: string) =>
      (
        await q<{ degraded_evidence: string | null }>(
          `SELECT degraded_evidence FROM monitoring_locations WHERE id = $1`,
          [id],
        )
      )[0]!.degraded_evidence;
    const allFail = async (loc: Awaited<ReturnType<typeof addLocation>>) => {
      const checks = (await loc.work()).filter((c) => c.address.startsWith('127.0.42.'));
      expect(checks).toHaveLength(20);
      const res = await loc.post({
        results: checks.map((c) => ({ id: c.id, outcome: 'timeout' })),
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    // The primary sees all 20 failing too: a real outage, not the location's.
    const paris = await addLocation(owner, 'Paris');
    await primarySees(1);
    await allFail(paris);
    expect(await evidence(paris.id)).toBeNull();

    // The primary sees them up: 20 of 20 failing at this location alone degrades it.
    const lyon = await addLocation(owner, 'Lyon');
    await primarySees(0);
    await allFail(lyon);
    expect(await evidence(lyon.id)).toBe(
      '20 of 20 targets failed within 30 s; other locations see 20 of 20 of the 20 failed targets up',
    );
    const mails = await q<{ subject: string }>(
      `SELECT DISTINCT payload->>'subject' AS subject FROM notifications
        WHERE payload->>'subject' ~ 'Paris|Lyon'`,
    );
    expect(mails.map((m) => m.subject)).toEqual([
      '[Property Monitor] Monitoring location Lyon is degraded',
    ]);
  });
});
