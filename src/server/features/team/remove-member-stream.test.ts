// A removed member's open live stream of the workspace closes at once; a teammate's stays open.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor, type Actor } from '../../test/actors.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { joinAs } from './test-support/team-fixtures.js';

function openStream(port: number, actor: Actor) {
  let text = '';
  let ended = false;
  const req = http.get(
    { host: '127.0.0.1', port, path: '/api/events', headers: { cookie: actor.cookie! } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => (ended = true));
    },
  );
  req.on('error', () => {});
  return { text: () => text, ended: () => ended, close: () => req.destroy() };
}

async function waitFor(check: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('removing a member ends their live stream', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });
  afterAll(() => t.close());

  it('closes only the removed person’s stream', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const leaving = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    const staying = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    const gone = openStream(port, leaving);
    const kept = openStream(port, staying);
    try {
      await waitFor(
        () => gone.text().includes('event: ready') && kept.text().includes('event: ready'),
      );
      const res = await call(t.app, admin, {
        method: 'DELETE',
        url: `/api/team/members/${leaving.userId}`,
      });
      expect(res.statusCode).toBe(204);
      await waitFor(() => gone.ended());
      // the teammate's stream is still open a moment later
      await new Promise((r) => setTimeout(r, 200));
      expect(kept.ended()).toBe(false);
      expect(gone.text()).not.toContain('member_removed');
    } finally {
      gone.close();
      kept.close();
    }
  });
});
