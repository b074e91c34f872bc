// An upstream outage is one incident (issue 29): 40 members behind a provider line that fails give
// one incident titled by what it took down and one message per channel (e-mail, Discord, ntfy,
// PagerDuty against their loopback fakes); a member failing behind it later joins that incident;
// when the line comes back, a member still down gets its own incident at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentDetail, IncidentPage } from '../../contracts/incidents-api.js';
import { call, createActor, type Actor } from '../test/actors.js';
import { insertProperty } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { runDeliveryOnce } from '../notify/run-delivery.js';
import { startFakeDiscord, type FakeDiscord } from '../notify/test-support/fake-discord.js';
import { startFakeNtfy, type FakeNtfy } from '../notify/test-support/fake-ntfy.js';
import {
  PAGERDUTY_TEST_KEY,
  startFakePagerDuty,
  type FakePagerDuty,
} from '../notify/test-support/fake-pagerduty.js';
import { checkNow, confirmAtFirstFailure, skipInFlight } from '../notify/test-support/outage.js';

describe('an upstream outage is one incident', () => {
  let t: TestApp;
  let discord: FakeDiscord;
  let ntfy: FakeNtfy;
  let pagerduty: FakePagerDuty;
  const pool = () => t.ctx.database.pool;

  beforeAll(async () => {
    [discord, ntfy, pagerduty] = await Promise.all([
      startFakeDiscord(),
      startFakeNtfy(false),
      startFakePagerDuty(),
    ]);
    t = await createTestApp({
      PUBLIC_URL: 'https://monitor.test',
      PAGERDUTY_EVENTS_URL: pagerduty.url,
    });
  });
  afterEach(() => skipInFlight(pool()));
  afterAll(async () => {
    await t.close();
    await Promise.all([discord, ntfy, pagerduty].map((f) => f.close()));
  });

  const post = async (a: Actor, url: string, payload: object) => {
    const res = await call(t.app, a, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as { id: number };
  };
  const incidents = async (a: Actor) =>
    ((await call(t.app, a, { url: '/api/incidents' })).json() as IncidentPage).items;
  const detail = async (a: Actor, id: number) =>
    (await call(t.app, a, { url: `/api/incidents/${id}` })).json() as IncidentDetail;
  const run = (o: Record<number, 'up' | 'timeout'>) =>
    checkNow(t.ctx, new Map(Object.entries(o).map(([k, v]) => [Number(k), v])));
  const all = (ids: number[], outcome: 'up' | 'timeout') =>
    Object.fromEntries(ids.map((id) => [id, outcome]));

  /** A provider line, 40 buildings behind it in "Oak Campus", and three channels besides e-mail. */
  const campus = async () => {
    const admin = await createActor(t.ctx, 'admin');
    const ws = admin.workspaceId!;
    await confirmAtFirstFailure(pool(), ws);
    const line = await insertProperty(pool(), ws, { name: 'Provider line' });
    const members: number[] = [];
    for (let i = 1; i <= 40; i++) {
      members.push(
        await insertProperty(pool(), ws, { name: `Building ${String(i).padStart(2, '0')}` }),
      );
    }
    const group = await post(admin, '/api/groups', {
      name: 'Oak Campus',
      upstreamPropertyId: line,
    });
    await post(admin, '/api/groups/assign', { groupId: group.id, propertyIds: members });
    const events = ['property.offline', 'property.online'];
    await post(admin, '/api/webhooks', {
      name: 'Discord',
      type: 'discord',
      url: discord.url,
      events,
    });
    await post(admin, '/api/webhooks', { name: 'ntfy', type: 'ntfy', url: ntfy.topicUrl, events });
    await post(admin, '/api/webhooks', {
      name: 'PagerDuty',
      type: 'pagerduty',
      routingKey: PAGERDUTY_TEST_KEY,
      events,
    });
    return { admin, ws, line, members, group };
  };

  it('40 members and their upstream down: one incident, one message per channel, listing them', async () => {
    const { admin, line, members } = await campus();
    const sent = [discord.messages.length, ntfy.messages.length, pagerduty.events.length];
    await run({ [line]: 'timeout', ...all(members, 'timeout') });

    const open = await incidents(admin);
    expect(open).toHaveLength(1);
    expect(open[0]!.title).toBe('Provider line at Oak Campus down: 40 properties affected');
    expect(open[0]!.properties).toHaveLength(41);
    const outbox = await pool().query<{ channel: string; n: number }>(
      `SELECT channel, count(*)::int AS n FROM notifications
        WHERE workspace_id = $1 AND event_type = 'property.offline' GROUP BY channel ORDER BY 1`,
      [admin.workspaceId],
    );
    expect(outbox.rows).toEqual([
      { channel: 'email', n: 1 },
      { channel: 'webhook', n: 3 },
    ]);
    expect(await runDeliveryOnce(t.ctx, { now: new Date() })).toMatchObject({ failed: 0 });
    expect([
      discord.messages.length - sent[0]!,
      ntfy.messages.length - sent[1]!,
      pagerduty.events.length - sent[2]!,
    ]).toEqual([1, 1, 1]);
    // the one message names the members (20 of them, then how many more)
    const summary = pagerduty.events.at(-1)!.payload!.summary!;
    expect(summary).toContain(
      'Provider line at Oak Campus down: 40 properties affected (Building 01, Building 02,',
    );
    expect(summary).toContain('Building 20 and 20 more)');
  });

  it('a member failing behind it later joins the incident; after the line is back, a member still down gets its own at once', async () => {
    const { admin, ws, line, members, group } = await campus();
    await run({ [line]: 'timeout', ...all(members.slice(0, 2), 'timeout') });
    const [incident] = await incidents(admin);
    // a building moved onto the campus while the line is down
    const late = await insertProperty(pool(), ws, { name: 'Annex' });
    await post(admin, '/api/groups/assign', { groupId: group.id, propertyIds: [late] });
    await run({ [late]: 'timeout' });

    const [same, ...others] = await incidents(admin);
    expect(others).toEqual([]);
    expect(same!.id).toBe(incident!.id);
    expect(same!.title).toBe('Provider line at Oak Campus down: 41 properties affected');
    expect(same!.properties.map((p) => p.name)).toContain('Annex');
    const timeline = (await detail(admin, incident!.id)).timeline.map((e) => e.text);
    expect(timeline).toContain(
      'Annex is unreachable: upstream offline. Added to the affected properties.',
    );
    const alerts = await pool().query(`SELECT 1 FROM alerts WHERE property_id = $1`, [late]);
    expect(alerts.rowCount).toBe(0);

    // the line is back; Building 01 is checked with it and still fails: its own incident now
    await run({ [line]: 'up', [members[0]!]: 'timeout' });
    const after = await incidents(admin);
    const own = after.filter((i) => i.state !== 'resolved');
    expect(own.map((i) => i.title)).toEqual(['Building 01 offline']);
    expect(after.find((i) => i.id === incident!.id)!.state).toBe('resolved');
    // Building 02, not checked with the line, is checked again at once; failing, its own incident
    const due = await pool().query<{ due: boolean }>(
      `SELECT next_check_at <= now() AS due FROM property_schedule WHERE property_id = $1`,
      [members[1]],
    );
    expect(due.rows[0]!.due).toBe(true);
    await run({ [members[1]!]: 'timeout' });
    const titles = (await incidents(admin))
      .filter((i) => i.state !== 'resolved')
      .map((i) => i.title);
    expect(titles.sort()).toEqual(['Building 01 offline', 'Building 02 offline']);
  });
});
