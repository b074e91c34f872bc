// PagerDuty follows our incident (issue 29, decision 028): the outage's trigger (its unconfirmed
// timeout's, then the confirmed outage's), the acknowledgement here, and the resolution (on
// recovery, or by hand with a note) all carry one dedup key, so PagerDuty keeps one incident.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IncidentPage } from '../../../contracts/incidents-api.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperties } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { runDeliveryOnce } from '../run-delivery.js';
import {
  PAGERDUTY_TEST_KEY,
  startFakePagerDuty,
  type FakePagerDuty,
} from '../test-support/fake-pagerduty.js';
import { checkNow, confirmAtFirstFailure, skipInFlight } from '../test-support/outage.js';

describe('PagerDuty follows the incident', () => {
  let t: TestApp;
  let pagerduty: FakePagerDuty;
  const pool = () => t.ctx.database.pool;

  beforeAll(async () => {
    pagerduty = await startFakePagerDuty();
    t = await createTestApp({
      PUBLIC_URL: 'https://monitor.test',
      PAGERDUTY_EVENTS_URL: pagerduty.url,
    });
  });
  afterEach(() => skipInFlight(pool()));
  afterAll(async () => {
    await t.close();
    await pagerduty.close();
  });

  const hook = async (a: Actor, name: string) => {
    const res = await call(t.app, a, {
      method: 'POST',
      url: '/api/webhooks',
      payload: {
        name,
        type: 'pagerduty',
        routingKey: PAGERDUTY_TEST_KEY,
        events: ['property.timeout', 'property.offline', 'property.online'],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const deliver = () => runDeliveryOnce(t.ctx, { now: new Date() });
  const incidentOf = async (a: Actor, propertyId: number) =>
    (
      (
        await call(t.app, a, { url: `/api/incidents?propertyId=${propertyId}` })
      ).json() as IncidentPage
    ).items[0]!;
  const act = async (a: Actor, url: string, payload?: object) => {
    const res = await call(t.app, a, { method: 'POST', url, ...(payload && { payload }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it('timeout, confirmed outage, acknowledgement and recovery: one dedup key, acknowledged then resolved', async () => {
    const a = await createActor(t.ctx, 'admin');
    await pool().query(`UPDATE workspaces SET failures_before_offline = 2 WHERE id = $1`, [
      a.workspaceId,
    ]);
    await hook(a, 'PagerDuty');
    const [p] = await addProperties(t.app, a, 1, 'Cedar Court');
    const before = pagerduty.events.length;
    await checkNow(t.ctx, new Map([[p!.id, 'timeout']]));
    await checkNow(t.ctx, new Map([[p!.id, 'timeout']]));
    expect(await deliver()).toMatchObject({ delivered: 2 });
    const incident = await incidentOf(a, p!.id);
    await act(a, `/api/incidents/${incident.id}/acknowledge`);
    // a PagerDuty endpoint added afterwards was never told of it: it hears no acknowledgement
    await hook(a, 'PagerDuty (new)');
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const key = pagerduty.events.at(-1)!.dedup_key!;
    expect(pagerduty.incidents.get(key)).toBe('acknowledged');
    await checkNow(t.ctx, new Map([[p!.id, 'up']]));
    // the back-online event goes to both endpoints (the new one subscribes to it too)
    expect(await deliver()).toMatchObject({ delivered: 2 });

    const sent = pagerduty.events.slice(before);
    expect(sent.map((e) => e.event_action)).toEqual([
      'trigger',
      'trigger',
      'acknowledge',
      'resolve',
      'resolve',
    ]);
    expect(new Set(sent.map((e) => e.dedup_key))).toEqual(new Set([key]));
    expect(key).toMatch(new RegExp(`^property-${p!.id}-outage-`));
    expect(sent[2]).toEqual({
      routing_key: PAGERDUTY_TEST_KEY,
      event_action: 'acknowledge',
      dedup_key: key,
    });
    expect(pagerduty.incidents.get(key)).toBe('resolved');
    // the incident's timeline lists the acknowledgement sent to PagerDuty
    const detail = (await call(t.app, a, { url: `/api/incidents/${incident.id}` })).json();
    expect(
      detail.timeline.some(
        (e: { text: string; delivery: string }) =>
          e.text.startsWith('PagerDuty acknowledgement') && e.delivery === 'delivered',
      ),
    ).toBe(true);
  });

  it('an incident resolved by hand resolves PagerDuty’s with the same key', async () => {
    const a = await createActor(t.ctx, 'admin');
    await confirmAtFirstFailure(pool(), a.workspaceId!);
    await hook(a, 'PagerDuty');
    const [p] = await addProperties(t.app, a, 1, 'Birch Hall');
    const before = pagerduty.events.length;
    await checkNow(t.ctx, new Map([[p!.id, 'timeout']]));
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const incident = await incidentOf(a, p!.id);
    await act(a, `/api/incidents/${incident.id}/resolve`, { message: 'Router replaced' });
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const [trigger, resolve] = pagerduty.events.slice(before);
    expect(trigger!.event_action).toBe('trigger');
    expect(resolve).toEqual({
      routing_key: PAGERDUTY_TEST_KEY,
      event_action: 'resolve',
      dedup_key: trigger!.dedup_key,
    });
    expect(pagerduty.incidents.get(trigger!.dedup_key!)).toBe('resolved');
  });
});
