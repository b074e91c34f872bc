// The escalation API with real PostgreSQL: admins manage policies, every member reads them; each
// bad input refused with its exact message and nothing changed (no step, a wait under 1 minute or
// over 24 hours, a member or channel of another workspace); one default per workspace; a
// property's and a group's own policy; members' own quiet hours.
import { describe, expect, it } from 'vitest';
import { ESCALATION_MSG, type EscalationPolicy } from '../../../contracts/escalation.js';
import { adminsOnly, byRole, call, everyone, expectMatrix, type Actor } from '../../test/actors.js';
import { insertProperty } from '../../test/factories.js';
import { useTestAppWithActors } from '../../test/use-test-app.js';

describe('escalation API', () => {
  const { t, a } = useTestAppWithActors();
  const pool = () => t.ctx.database.pool;
  let seq = 0;
  const step = (over: Record<string, unknown> = {}) => ({
    memberIds: [a.staff.userId],
    channelIds: [],
    waitMinutes: 10,
    overridesQuietHours: false,
    ...over,
  });
  const body = (over: Record<string, unknown> = {}) => ({
    name: `Policy ${++seq}`,
    steps: [step()],
    ...over,
  });
  const post = (who: Actor, payload: object) =>
    call(t.app, who, { method: 'POST', url: '/api/escalation-policies', payload });
  const create = async (over: Record<string, unknown> = {}) => {
    const res = await post(a.admin, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as EscalationPolicy;
  };
  const snapshot = async () =>
    (
      await pool().query(
        `SELECT (SELECT json_agg(p ORDER BY id) FROM escalation_policies p) AS p,
                (SELECT json_agg(u ORDER BY id) FROM escalation_policy_uses u) AS u,
                (SELECT json_agg(q ORDER BY user_id) FROM member_quiet_hours q) AS q`,
      )
    ).rows[0];
  const expectRefused = async (
    res: { statusCode: number; json(): unknown },
    status: number,
    message: string,
    before: unknown,
  ) => {
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ message });
    expect(await snapshot()).toEqual(before);
  };

  it('route x actor: admins manage policies, staff and viewers read, other workspaces see none', async () => {
    const property = await insertProperty(pool(), a.admin.workspaceId!, { name: 'Matrix House' });
    await expectMatrix(t.app, a, [
      { method: 'GET', url: '/api/escalation-policies', expect: byRole(200, 200, 200) },
      { method: 'GET', url: '/api/escalation-policies/choices', expect: byRole(200, 200, 200) },
      {
        method: 'GET',
        url: async () => `/api/escalation-policies/${(await create()).id}`,
        expect: byRole(200, 200, 200, 404),
      },
      {
        method: 'POST',
        url: '/api/escalation-policies',
        body: (who: Actor) => body({ steps: [step({ memberIds: [who.userId] })] }),
        expect: adminsOnly(201),
      },
      {
        method: 'PUT',
        url: async () => `/api/escalation-policies/${(await create()).id}`,
        body: () => body(),
        expect: byRole(403, 403, 200, 404),
      },
      {
        method: 'DELETE',
        url: async () => `/api/escalation-policies/${(await create()).id}`,
        expect: byRole(403, 403, 204, 404),
      },
      {
        method: 'PUT',
        url: `/api/properties/${property}/escalation-policy`,
        body: { policyId: null },
        expect: byRole(403, 403, 200, 404),
      },
      {
        method: 'PUT',
        url: '/api/settings/quiet-hours',
        body: { quietHours: null },
        expect: everyone(200),
      },
    ]);
  });

  it('refuses each bad input with its exact message and changes nothing', async () => {
    const existing = await create();
    const before = await snapshot();
    const other = await call(t.app, a.otherAdmin, {
      method: 'POST',
      url: '/api/webhooks',
      payload: { name: 'Elsewhere', url: 'https://127.0.0.1:9/hook', events: ['property.offline'] },
    });
    const cases: [object, string][] = [
      [body({ steps: [] }), ESCALATION_MSG.noStep],
      [body({ steps: undefined }), ESCALATION_MSG.noStep],
      [body({ steps: [step({ waitMinutes: 0 })] }), ESCALATION_MSG.waitTooShort],
      [body({ steps: [step({ waitMinutes: 1441 })] }), ESCALATION_MSG.waitTooLong],
      [body({ steps: [step({ waitMinutes: 1.5 })] }), ESCALATION_MSG.waitWhole],
      [body({ steps: [step({ memberIds: [a.otherAdmin.userId] })] }), ESCALATION_MSG.unknownMember],
      [body({ steps: [step({ memberIds: [], channelIds: [] })] }), ESCALATION_MSG.emptyStep],
      [body({ repeatLast: 11 }), ESCALATION_MSG.repeatRange],
      [body({ name: ' ' }), ESCALATION_MSG.nameRequired],
    ];
    expect(other.statusCode, other.body).toBe(201);
    cases.push([
      body({ steps: [step({ channelIds: [other.json().id] })] }),
      ESCALATION_MSG.unknownChannel,
    ]);
    for (const [payload, message] of cases) {
      await expectRefused(await post(a.admin, payload), 400, message, before);
      const put = await call(t.app, a.admin, {
        method: 'PUT',
        url: `/api/escalation-policies/${existing.id}`,
        payload,
      });
      await expectRefused(put, 400, message, before);
    }
    await expectRefused(
      await post(a.admin, body({ name: existing.name.toUpperCase() })),
      409,
      ESCALATION_MSG.nameTaken,
      before,
    );
    // another workspace's policy for a property of this one
    const foreign = await call(t.app, a.otherAdmin, {
      method: 'POST',
      url: '/api/escalation-policies',
      payload: body({ steps: [step({ memberIds: [a.otherAdmin.userId] })] }),
    });
    const mid = await snapshot();
    const property = await insertProperty(pool(), a.admin.workspaceId!, { name: 'Cross House' });
    const res = await call(t.app, a.admin, {
      method: 'PUT',
      url: `/api/properties/${property}/escalation-policy`,
      payload: { policyId: foreign.json().id },
    });
    await expectRefused(res, 400, ESCALATION_MSG.notFound, mid);
  });

  it('keeps one default per workspace, and sets a property and a group policy of their own', async () => {
    const first = await create({ isDefault: true });
    const second = await create({ isDefault: true });
    const list = (await call(t.app, a.viewer, { url: '/api/escalation-policies' })).json();
    const defaults = (list as EscalationPolicy[]).filter((p) => p.isDefault).map((p) => p.id);
    expect(defaults).toEqual([second.id]);
    expect(defaults).not.toContain(first.id);

    const property = await insertProperty(pool(), a.admin.workspaceId!, { name: 'Own House' });
    const group = await call(t.app, a.admin, {
      method: 'POST',
      url: '/api/groups',
      payload: { name: `Campus ${++seq}` },
    });
    const set = (url: string, policyId: number | null) =>
      call(t.app, a.admin, { method: 'PUT', url, payload: { policyId } });
    expect((await set(`/api/properties/${property}/escalation-policy`, first.id)).json()).toEqual({
      policyId: first.id,
    });
    await set(`/api/groups/${group.json().id}/escalation-policy`, first.id);
    const read = (
      await call(t.app, a.staff, { url: `/api/escalation-policies/${first.id}` })
    ).json() as EscalationPolicy;
    expect(read.propertyIds).toEqual([property]);
    expect(read.groupIds).toEqual([group.json().id]);
    await set(`/api/properties/${property}/escalation-policy`, null);
    const after = (
      await call(t.app, a.staff, { url: `/api/escalation-policies/${first.id}` })
    ).json() as EscalationPolicy;
    expect(after.propertyIds).toEqual([]);
  });

  it('each member sets their own quiet hours; bad times and zones are refused', async () => {
    const put = (who: Actor, quietHours: unknown) =>
      call(t.app, who, {
        method: 'PUT',
        url: '/api/settings/quiet-hours',
        payload: { quietHours },
      });
    const set = await put(a.viewer, { starts: '22:00', ends: '07:00', timeZone: 'europe/berlin' });
    expect(set.json()).toEqual({
      quietHours: { starts: '22:00', ends: '07:00', timeZone: 'Europe/Berlin' },
    });
    expect((await call(t.app, a.staff, { url: '/api/settings/quiet-hours' })).json()).toEqual({
      quietHours: null,
    });
    const before = await snapshot();
    await expectRefused(
      await put(a.viewer, { starts: '25:00', ends: '07:00', timeZone: 'UTC' }),
      400,
      ESCALATION_MSG.timeRequired,
      before,
    );
    await expectRefused(
      await put(a.viewer, { starts: '07:00', ends: '07:00', timeZone: 'UTC' }),
      400,
      ESCALATION_MSG.sameTimes,
      before,
    );
    await expectRefused(
      await put(a.viewer, { starts: '22:00', ends: '07:00', timeZone: 'Mars/Olympus' }),
      400,
      ESCALATION_MSG.badTimeZone,
      before,
    );
    expect((await put(a.viewer, null)).json()).toEqual({ quietHours: null });
  });
});
