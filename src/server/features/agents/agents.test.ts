// The agent endpoints and the owner's location routes with real PostgreSQL: the token is shown
// once and only its hash kept, an agent token reaches nothing else and nothing else reaches the
// agent endpoints, the work answer names targets only, results land per location and leave the
// property's own status alone, pause and revoke take effect at the next call.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AGENT_MSG, type AgentWork } from '../../../contracts/agents.js';
import type { CreatedLocation, MonitoringLocationList } from '../../../contracts/locations.js';
import { LOCATION_MSG } from '../../../contracts/locations.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('location agents', () => {
  const t = useTestApp();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function addLocation(owner: Actor, name: string): Promise<CreatedLocation> {
    const res = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name, region: 'eu-test' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  }
  const work = (token: string) =>
    t.app.inject({ url: '/api/agent/work?waitMs=0', headers: bearer(token) });

  it('shows the token once, keeps only its SHA-256, and lists the location as not seen', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const { location, token } = await addLocation(owner, 'Frankfurt');
    expect(token).toMatch(/^pma_[A-Za-z0-9_-]{43}$/);
    expect(location).toMatchObject({ name: 'Frankfurt', region: 'eu-test', state: 'not seen' });
    const { rows } = await t.ctx.database.pool.query(
      'SELECT token_hash FROM monitoring_locations WHERE id = $1',
      [location.id],
    );
    expect(rows[0].token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const list = await call(t.app, owner, { url: '/api/monitoring-locations' });
    expect(list.body).not.toContain(token);
    expect(list.body).not.toContain(rows[0].token_hash);
    const again = await call(t.app, owner, {
      method: 'POST',
      url: '/api/monitoring-locations',
      payload: { name: 'frankfurt' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(LOCATION_MSG.nameTaken);
  });

  it('hands out targets only, stores results per location, and leaves the property alone', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const property = await addProperty(t.app, owner, {
      name: 'Secret Towers',
      address: '1 Hidden Lane',
      ipAddress: '127.0.9.9',
    });
    const { location, token } = await addLocation(owner, 'Paris');
    const res = await t.app.inject({
      url: '/api/agent/work?waitMs=0',
      headers: { ...bearer(token), 'x-agent-version': '0.1.0' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json<AgentWork>();
    const check = answer.checks.find((c) => c.address === '127.0.9.9')!;
    expect(check).toEqual({
      id: expect.stringMatching(/^\d+$/),
      address: '127.0.9.9',
      method: 'icmp',
      port: null,
      timeoutMs: expect.any(Number),
      dueInMs: expect.any(Number),
    });
    // due now (added with the property): not held back by the agent
    expect(check.dueInMs).toBeLessThanOrEqual(0);
    for (const secret of ['Secret Towers', '1 Hidden Lane', owner.workspaceId!, 'Test Street']) {
      expect(res.body).not.toContain(secret);
    }
    // handed out: not handed out again before its next turn
    expect((await work(token)).json<AgentWork>().checks).toEqual([]);

    const checkedAt = Date.parse(new Date().toISOString());
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/agent/results',
      headers: bearer(token),
      payload: {
        // columns: entry i of each is result i
        results: {
          id: [check.id, '999999'],
          outcome: ['timeout', 'up'],
          rttMs: [null, 1],
          checkedAt: [checkedAt, checkedAt],
          late: [true, false],
        },
        dropped: 3,
      },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toEqual({ accepted: 1, ignored: 1 });
    const pool = t.ctx.database.pool;
    const { rows } = await pool.query(
      `SELECT outcome, late, checked_at FROM location_checks WHERE location_id = $1 AND property_id = $2`,
      [location.id, property.id],
    );
    expect(rows).toEqual([{ outcome: 'timeout', late: true, checked_at: new Date(checkedAt) }]);
    const { rows: minute } = await pool.query(
      `SELECT checks, failures, late, dropped FROM location_minutes WHERE location_id = $1`,
      [location.id],
    );
    expect(minute).toEqual([{ checks: 1, failures: 1, late: 1, dropped: 3 }]);
    // not the property's status: confirmation from several locations comes later
    const { rows: prop } = await pool.query(
      'SELECT p.status, s.consecutive_failures FROM properties p JOIN property_schedule s ON s.property_id = p.id WHERE p.id = $1',
      [property.id],
    );
    expect(prop[0].consecutive_failures).toBe(0);
    expect(prop[0].status).not.toBe('offline');
    const listed = await call(t.app, owner, { url: '/api/monitoring-locations' });
    const paris = listed.json<MonitoringLocationList>().locations.find((l) => l.id === location.id);
    expect(paris).toMatchObject({ state: 'connected', version: '0.1.0', failureShare: 1 });
    expect(paris!.checksPerMinute).toBeGreaterThan(0);
    expect(paris!.lastSeenAt).not.toBeNull();
  });

  it('refuses bad results with 400 and stores nothing', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const { location, token } = await addLocation(owner, 'Lyon');
    const one = { id: ['1'], outcome: ['up'], rttMs: [1], checkedAt: [Date.now()], late: [false] };
    for (const payload of [
      { results: { ...one, id: ['abc'] } },
      { results: { ...one, outcome: ['down'] } },
      { results: { ...one, checkedAt: [new Date().toISOString()] } },
      // the old shape, an object per result, is not accepted
      { results: [{ id: '1', outcome: 'up', rttMs: 1, checkedAt: Date.now(), late: false }] },
      { results: 'nope' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/agent/results',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const { rowCount } = await t.ctx.database.pool.query(
      'SELECT 1 FROM location_minutes WHERE location_id = $1',
      [location.id],
    );
    expect(rowCount).toBe(0);
  });

  it('refuses results whose columns differ in length, with the reason, and stores nothing', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const { location, token } = await addLocation(owner, 'Nantes');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/agent/results',
      headers: bearer(token),
      payload: {
        results: { id: ['1', '2'], outcome: ['up'], rttMs: [1], checkedAt: [1], late: [false] },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AGENT_MSG.unevenColumns);
    const { rowCount } = await t.ctx.database.pool.query(
      'SELECT 1 FROM location_minutes WHERE location_id = $1',
      [location.id],
    );
    expect(rowCount).toBe(0);
  });

  it('an agent token reaches nothing else; no session or API key reaches the agent endpoints', async () => {
    const owner = await createActor(t.ctx, 'owner');
    const { token } = await addLocation(owner, 'Berlin');
    for (const url of ['/api/properties', '/api/monitoring-locations', '/api/auth/me']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(401);
    }
    const bySession = await call(t.app, owner, { url: '/api/agent/work?waitMs=0' });
    expect(bySession.statusCode).toBe(401);
    expect(bySession.json().message).toBe(AGENT_MSG.invalidToken);
    const key = await call(t.app, owner, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Not an agent', scope: 'write' },
    });
    const byKey = await t.app.inject({
      url: '/api/agent/work?waitMs=0',
      headers: bearer(key.json<{ key: string }>().key),
    });
    expect(byKey.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/agent/results', payload: {} });
    expect(none.statusCode).toBe(401);
  });

  it('pause gives no work, revoke refuses the token at the next call; only the owner manages', async () => {
    const owner = await createActor(t.ctx, 'owner');
    await addProperty(t.app, owner, { ipAddress: '127.0.9.10' });
    const { location, token } = await addLocation(owner, 'Madrid');
    const act = (who: Actor, action: string, id = location.id) =>
      call(t.app, who, { method: 'POST', url: `/api/monitoring-locations/${id}/${action}` });
    for (const who of [
      await createActor(t.ctx, 'platformAdmin'),
      await createActor(t.ctx, 'admin'),
    ]) {
      expect((await act(who, 'pause')).statusCode).toBe(403);
    }
    const paused = await act(owner, 'pause');
    expect(paused.json()).toMatchObject({ state: 'paused' });
    const idle = await work(token);
    expect(idle.json()).toMatchObject({ paused: true, checks: [] });
    expect((await act(owner, 'resume')).json()).toMatchObject({ state: 'connected' });
    expect((await work(token)).json<AgentWork>().checks.length).toBeGreaterThan(0);
    expect((await act(owner, 'revoke')).json()).toMatchObject({ state: 'revoked' });
    const refused = await work(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(AGENT_MSG.invalidToken);
    const resume = await act(owner, 'resume');
    expect(resume.statusCode).toBe(409);
    expect(resume.json().message).toBe(LOCATION_MSG.revokedFinal);
    const primary = await act(owner, 'revoke', 'primary');
    expect(primary.json().message).toBe(LOCATION_MSG.primaryFixed);
    expect((await act(owner, 'pause', 'no-such')).statusCode).toBe(404);
  });
});
