// A removed member's open live stream of the workspace closes at once; a teammate's stays open.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, createActor } from '../../test/actors.js';
import { listenOnLoopback, openEventStream } from '../../test/event-stream.js';
import { useTestApp } from '../../test/use-test-app.js';
import { sleep, waitFor } from '../../test/wait-for.js';
import { joinAs } from './test-support/team-fixtures.js';

describe('removing a member ends their live stream', () => {
  const t = useTestApp();
  beforeAll(() => listenOnLoopback(t.app));

  it('closes only the removed person’s stream', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const leaving = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    const staying = await joinAs(t.ctx, admin.workspaceId!, 'viewer');
    const gone = openEventStream(t.app, leaving);
    const kept = openEventStream(t.app, staying);
    try {
      await waitFor(
        () => gone.received().includes('event: ready') && kept.received().includes('event: ready'),
      );
      const res = await call(t.app, admin, {
        method: 'DELETE',
        url: `/api/team/members/${leaving.userId}`,
      });
      expect(res.statusCode).toBe(204);
      await waitFor(() => gone.ended());
      // the teammate's stream is still open a moment later
      await sleep(200);
      expect(kept.ended()).toBe(false);
      expect(gone.received()).not.toContain('member_removed');
    } finally {
      gone.close();
      kept.close();
    }
  });
});
