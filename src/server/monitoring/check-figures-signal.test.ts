// A process that checks and serves (PROCESS_ROLE=all, the default) keeps its lists and figures
// while its checks land: the statements that write only what every check moves (leases, last
// check, response time, raw results) move no change signal, as another process's checks do not
// (decision 016: those figures are bounded by the caches' age). A status change still moves it.
import { describe, expect, it } from 'vitest';
import {
  makeDue,
  scriptedProber,
  useMonitorTestApp,
  workspaceWith,
} from './test-support/fixtures.js';
import { waitFor } from '../test/wait-for.js';

describe('checks recorded by the serving process', () => {
  const { t, pool, scheduler } = useMonitorTestApp();

  it('leave the kept list and figures alone unless a status changes', async () => {
    const { admin, ids } = await workspaceWith(t, 3);
    const stamp = () => t.ctx.database.changes.stamp('stats', admin.workspaceId);
    const prober = scriptedProber();
    const s = scheduler(prober);
    const initial = stamp();
    await makeDue(pool(), ids);
    expect(await s.runOnce()).toBe(3); // unknown -> online: announced
    // the announcement travels through PostgreSQL (NOTIFY) and may land after runOnce returns:
    // wait for it, or it would be taken for the next batch's (CI under load did)
    await waitFor(async () => stamp() !== initial, 5_000, 'the status change announced');
    await makeDue(pool(), ids);
    const before = stamp();
    expect(await s.runOnce()).toBe(3); // online again: only the figures every check moves
    expect(stamp()).toBe(before);
    prober.set(ids[0]!, 'unreachable');
    for (let i = 0; i < 5 && stamp() === before; i++) {
      await makeDue(pool(), ids);
      await s.runOnce();
    }
    expect(stamp()).not.toBe(before);
  });
});
