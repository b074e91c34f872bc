// Time from the first failed packet to a confirmed offline (issue 28's benchmark), with the
// workspace confirming from 2 locations and an outage confirmed at the first failed check. A
// sample of the properties is moved to a TCP check of a jammed listener on loopback: a socket
// that listens and never accepts, its one-place accept queue filled by this bench, so every SYN
// after is dropped and each location's check times out (real packets, nothing off loopback;
// node accepts every connection by itself, so the socket is held by a python3 process). The
// first failed packet of a property is its first slot after the switch (primary and agents share
// the slots); the confirmed offline is its `status_changed_at`.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { percentile } from '../scheduler/measure.js';

/** how far ahead of a sampled property's next slot the switch is made */
const SWITCH_MARGIN_MS = 3000;
/** how long ago a sampled property's previous slot is at least (beyond the schedule's lag) */
const LATE_MARGIN_MS = 8000;

export type ConfirmationFigures =
  | { measured: true; p50Ms: number; p99Ms: number; samples: number; confirmed: number }
  | { measured: false; reason: string };

const JAM = `import socket, sys, time
s = socket.socket(); s.bind(('127.0.0.1', 0)); s.listen(0)
print(s.getsockname()[1], flush=True)
sys.stdin.read()`;

async function jammedPort(): Promise<{ port: number; fillers: net.Socket[]; child: ChildProcess }> {
  const child = spawn('python3', ['-c', JAM], { stdio: ['pipe', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    createInterface({ input: child.stdout! }).once('line', (l) => resolve(Number(l)));
  });
  // backlog 0 holds one finished handshake: fill it (and one more, half-open) so it stays full
  const fillers = [0, 1].map(() => net.connect(port, '127.0.0.1').on('error', () => {}));
  await new Promise((r) => setTimeout(r, 300));
  return { port, fillers, child };
}

export async function timeToConfirmedOffline(
  pool: pg.Pool,
  opts: {
    firsts: Map<number, number>;
    intervalMs: number;
    sample: number;
    log: (m: string) => void;
  },
): Promise<ConfirmationFigures> {
  if (spawnSync('python3', ['-c', 'pass']).status !== 0)
    return { measured: false, reason: 'python3 not found (it holds the jammed listener)' };
  const jam = await jammedPort();
  try {
    await pool.query(
      `UPDATE workspaces SET outage_confirm_locations = 2, failures_before_offline = 1`,
    );
    // Sampled away from the switch on both sides, so the first check with the new target is the
    // next slot's: that slot at least SWITCH_MARGIN_MS ahead (the agents take work up to
    // AGENT_GATHER_MS ahead), and the previous one at least LATE_MARGIN_MS behind (a slot just
    // passed but not claimed yet, the schedule's lag, would be checked with the new target at
    // once). Taking the first ids instead took one cluster of slots, sometimes one just passed:
    // its outage came a whole interval before the slot counted, and the figures went negative.
    const switchAt = Date.now();
    const nextSlot = (first: number) =>
      first + Math.ceil(Math.max(0, switchAt - first) / opts.intervalMs) * opts.intervalMs;
    const ids = [...opts.firsts]
      .filter(([, first]) => {
        const ahead = nextSlot(first) - switchAt;
        return ahead >= SWITCH_MARGIN_MS && opts.intervalMs - ahead >= LATE_MARGIN_MS;
      })
      .slice(0, opts.sample)
      .map(([id]) => id);
    await pool.query(
      `UPDATE properties SET check_method = 'tcp', ip_address = '127.0.0.1', tcp_port = $2, timeout_ms = 2000
        WHERE id = ANY($1::int[])`,
      [ids, jam.port],
    );
    const slotAfter = nextSlot;
    opts.log(`confirmation: ${ids.length} properties switched to a jammed listener`);
    const deadline = Date.now() + 2 * opts.intervalMs + 15_000;
    let rows: { id: number; at: Date }[] = [];
    while (Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      rows = (
        await pool.query<{ id: number; at: Date }>(
          `SELECT id, status_changed_at AS at FROM properties
            WHERE id = ANY($1::int[]) AND status = 'offline'`,
          [ids],
        )
      ).rows;
      if (rows.length === ids.length) break;
    }
    if (rows.length < ids.length) {
      // what the sample looked like when time ran out: says which side did not agree
      const seen = await pool.query<{ where: string; what: string; n: number }>(
        `SELECT 'primary' AS where, p.status || ' / ' || s.consecutive_failures AS what, count(*)::int AS n
           FROM properties p JOIN property_schedule s ON s.property_id = p.id
          WHERE p.id = ANY($1::int[]) GROUP BY 1, 2
         UNION ALL
         SELECT c.location_id, coalesce(c.outcome, 'none'), count(*)::int FROM location_checks c
          WHERE c.property_id = ANY($1::int[]) GROUP BY 1, 2`,
        [ids],
      );
      for (const r of seen.rows) opts.log(`confirmation: ${r.where}: ${r.what} × ${r.n}`);
    }
    const times = rows
      .map((r) => r.at.getTime() - slotAfter(opts.firsts.get(r.id)!))
      .sort((a, b) => a - b);
    if (times.length === 0) return { measured: false, reason: 'no outage was confirmed in time' };
    return {
      measured: true,
      p50Ms: percentile(times, 50),
      p99Ms: percentile(times, 99),
      samples: ids.length,
      confirmed: times.length,
    };
  } finally {
    for (const s of jam.fillers) s.destroy();
    jam.child.kill();
  }
}
