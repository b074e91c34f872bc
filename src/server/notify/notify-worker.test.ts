// The worker loop on its own timer: events go out without anyone calling runDeliveryOnce.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createActor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { startNotifyWorker } from './notify-worker.js';
import { pruneNotifications } from './prune-notifications.js';
import { addProperties } from '../test/factories.js';
import { waitFor } from '../test/wait-for.js';
import { checkNow, confirmAtFirstFailure } from './test-support/outage.js';
import { startWebhookReceiver } from '../test/webhook-receiver.js';

describe('notification worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NOTIFY_TICK_MS: '50' });
  });
  afterAll(() => t.close());

  it('delivers on its own timer until stopped', async () => {
    const rx = await startWebhookReceiver();
    const logs: string[] = [];
    const worker = startNotifyWorker(t.ctx, (m) => logs.push(m));
    try {
      const admin = await createActor(t.ctx, 'admin');
      await confirmAtFirstFailure(t.ctx.database.pool, admin.workspaceId!);
      const res = await call(t.app, admin, {
        method: 'POST',
        url: '/api/webhooks',
        payload: { name: 'Live', url: rx.url, events: ['property.offline'] },
      });
      expect(res.statusCode).toBe(201);
      const [p] = await addProperties(t.app, admin, 1);
      await checkNow(t.ctx, new Map([[p!.id, 'timeout' as const]]));
      await waitFor(() => rx.received.length === 1, 5000, 'webhook delivered by the worker');
      expect(JSON.parse(rx.received[0]!.body).property.id).toBe(p!.id);
    } finally {
      await worker.stop();
      await rx.close();
    }
    expect(logs).toEqual(['SMTP_URL is not set: alert mail is recorded as skipped']);
  });

  it('prunes finished notifications past the retention, keeping pending ones', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const pool = t.ctx.database.pool;
    await pool.query(
      `INSERT INTO notifications (workspace_id, channel, event_type, status, created_at) VALUES
         ($1, 'email', 'report.daily', 'delivered', now() - interval '100 days'),
         ($1, 'email', 'report.daily', 'pending', now() - interval '100 days'),
         ($1, 'email', 'report.daily', 'failed', now() - interval '10 days')`,
      [admin.workspaceId],
    );
    expect(await pruneNotifications(t.ctx.database.db, 90)).toBe(1);
    const { rows } = await pool.query(
      `SELECT status FROM notifications WHERE workspace_id = $1 ORDER BY id`,
      [admin.workspaceId],
    );
    expect(rows.map((r) => r.status)).toEqual(['pending', 'failed']);
  });
});
