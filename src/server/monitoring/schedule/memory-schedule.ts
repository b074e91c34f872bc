// The schedule held in a worker's memory (decision 036, item 1): the buckets this worker owns
// (buckets.ts), loaded once from property_schedule into a due index (due-index.ts), kept current
// by the change feed (`schedule_changes`, filled by triggers: migration 0042) and by the worker's
// own results (recordResults' onApplied). The claim then reads only the ids found due, without
// writing a lease (claim-checks-by-ids.ts): the bucket is the guard against doubles, so a bucket
// above this worker's share is first drained (nothing more taken from it) and given back only
// once its checks in flight are written. A property whose row says otherwise (another's live
// lease, a later due time) is put back at that time.
import type pg from 'pg';
import { BucketOwner, BUCKETS, bucketOf } from './buckets.js';
import { DueIndex } from './due-index.js';

export type MemoryScheduleOptions = {
  /** how often buckets are shared out again (a dead worker's are taken over then) */
  rebalanceMs?: number;
  /** how often the held buckets are read again whole, a safety net under the change feed */
  reloadMs?: number;
};

/**
 * Every second (was 3): a handover takes three rebalances (the holder drains the buckets above
 * its share, gives them back once none is in flight, the joiner takes and loads them), and no one
 * checks a draining bucket meanwhile: at 3 s four workers starting together had a first minute
 * with lag p99 of 5-7 s (decision 037). A rebalance is a count in pg_locks and, spread, a range
 * of the safety-net reload: two small statements a second.
 */
export const REBALANCE_MS = 1_000;
const RELOAD_MS = 5 * 60_000;
/** ids per statement of a load of held buckets */
const LOAD_RANGE = 50_000;
const PRUNE_MS = 60_000;
const FEED_BATCH = 5_000;
/** at most this many pages of the feed a tick */
const FEED_PAGES = 40;
/** a property found not claimable is not retried sooner than this */
const RETRY_MS = 1_000;

/** when a row may next be claimed: its due time, or its live lease's end */
const DUE_AT = `(extract(epoch FROM greatest(s.next_check_at, s.lease_until,
  CASE WHEN $2::float8 > 0 THEN now() + make_interval(secs => $2::float8 / 1000) END)) * 1000)::float8`;

export class MemorySchedule {
  readonly index = new DueIndex();
  private readonly owner: BucketOwner;
  private cursor: number | undefined;
  /** change ids above the cursor already applied (not yet settled) */
  private seen = new Set<number>();
  private lastRebalance = -Infinity;
  private lastReload = Date.now();
  private lastPrune = 0;
  private reloadAll = false;
  /** the spread safety-net reload in progress: next id, end, ids a rebalance */
  private reloadFrom: number | undefined;
  private reloadTo = 0;
  private reloadStep = 1;
  /**
   * taken out of the index to be checked by this worker: a reload does not put them back at their
   * lease's end (their result or retry does, at the right time)
   */
  private readonly taken = new Set<number>();
  /** buckets being given back: nothing more taken from them, released once none is in flight */
  private readonly draining = new Set<number>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly opts: MemoryScheduleOptions = {},
  ) {
    this.owner = new BucketOwner(pool);
  }

  get held(): { buckets: number; properties: number } {
    return { buckets: this.owner.held.size, properties: this.index.size };
  }

  holds(id: number): boolean {
    const bucket = bucketOf(id);
    return this.owner.held.has(bucket) && !this.draining.has(bucket);
  }

  /** Each tick before taking due checks: rebalance when it is time, then the change feed. */
  async refresh(): Promise<void> {
    const now = Date.now();
    if (this.cursor === undefined) {
      const { rows } = await this.pool.query<{ id: string | null }>(
        `SELECT max(id) AS id FROM schedule_changes`,
      );
      this.cursor = Number(rows[0]!.id ?? 0);
    }
    if (now - this.lastRebalance >= (this.opts.rebalanceMs ?? REBALANCE_MS)) {
      this.lastRebalance = now;
      const inFlight = new Set([...this.taken].map(bucketOf));
      let moved;
      try {
        moved = await this.owner.rebalance((b) => this.draining.has(b) && !inFlight.has(b));
      } catch (err) {
        this.owner.dropSession();
        throw err;
      }
      const newlyDraining = moved.draining.filter((b) => !this.draining.has(b));
      for (const b of newlyDraining) this.draining.add(b);
      for (const b of moved.lost) this.draining.delete(b);
      if (moved.lost.length > 0 || newlyDraining.length > 0) {
        const out = new Set([...moved.lost, ...newlyDraining]);
        this.index.deleteWhere((id) => out.has(bucketOf(id)));
      }
      const held = [...this.owner.held].filter((b) => !this.draining.has(b));
      if (this.reloadAll) {
        this.reloadAll = false;
        this.reloadFrom = undefined;
        this.lastReload = now;
        await this.load(held);
      } else {
        if (moved.gained.length > 0) await this.load(moved.gained);
        await this.reloadSlice(held, now);
      }
      if (now - this.lastPrune >= PRUNE_MS) {
        this.lastPrune = now;
        await this.pool.query(
          `DELETE FROM schedule_changes WHERE created_at < now() - interval '10 minutes'`,
        );
      }
    }
    await this.readChanges();
  }

  /**
   * The safety net under the change feed, spread out: each rebalance reads the next range of ids
   * of the held buckets (through the primary key), so that all of them are read once every
   * reloadMs. Read whole at once, 1,000,000 rows every 5 minutes held the worker's loop and a
   * scan of the schedule long enough to push that minute's lag p99 past 3 s.
   */
  private async reloadSlice(buckets: number[], now: number): Promise<void> {
    if (buckets.length === 0) return;
    if (this.reloadFrom === undefined) {
      if (now - this.lastReload < (this.opts.reloadMs ?? RELOAD_MS)) return;
      const { rows } = await this.pool.query<{ lo: number | null; hi: number | null }>(
        `SELECT min(property_id) AS lo, max(property_id) AS hi FROM property_schedule`,
      );
      if (rows[0]!.lo === null || rows[0]!.hi === null) {
        this.lastReload = now;
        return;
      }
      const steps = Math.max(
        1,
        Math.floor((this.opts.reloadMs ?? RELOAD_MS) / (this.opts.rebalanceMs ?? REBALANCE_MS)),
      );
      this.reloadFrom = rows[0]!.lo;
      this.reloadTo = rows[0]!.hi + 1;
      this.reloadStep = Math.max(1, Math.ceil((this.reloadTo - this.reloadFrom) / steps));
      this.lastReload = now;
      await this.loadPaused();
    }
    const lo = this.reloadFrom;
    const hi = Math.min(this.reloadTo, lo + this.reloadStep);
    const { rows } = await this.pool.query<[number, string, number]>({
      text: `SELECT s.property_id, s.workspace_id, ${DUE_AT} FROM property_schedule s
              WHERE s.property_id >= $4 AND s.property_id < $5 AND s.property_id % $3 = ANY($1::int[])`,
      values: [buckets, 0, BUCKETS, lo, hi],
      rowMode: 'array',
    });
    for (const [id, ws, at] of rows) if (!this.taken.has(id)) this.index.set(id, ws, at);
    this.reloadFrom = hi >= this.reloadTo ? undefined : hi;
  }

  /**
   * Reads the held buckets' rows (at the start, after a take-over or an error), a range of ids
   * per statement through the primary key: one statement over the whole schedule was a scan of
   * every property while checks were due (1,000,000 rows at a start), and held the loop while
   * its rows were parsed.
   */
  private async load(buckets: number[]): Promise<void> {
    if (buckets.length === 0) return;
    const { rows: ends } = await this.pool.query<{ lo: number | null; hi: number | null }>(
      `SELECT min(property_id) AS lo, max(property_id) AS hi FROM property_schedule`,
    );
    const { lo, hi } = ends[0]!;
    if (lo !== null && hi !== null) {
      for (let from = lo; from <= hi; from += LOAD_RANGE) {
        const { rows } = await this.pool.query<[number, string, number]>({
          text: `SELECT s.property_id, s.workspace_id, ${DUE_AT} FROM property_schedule s
                  WHERE s.property_id >= $4 AND s.property_id < $5
                    AND s.property_id % $3 = ANY($1::int[])`,
          values: [buckets, 0, BUCKETS, from, from + LOAD_RANGE],
          rowMode: 'array',
        });
        for (const [id, ws, at] of rows) if (!this.taken.has(id)) this.index.set(id, ws, at);
      }
    }
    await this.loadPaused();
  }

  private async loadPaused(workspaces?: string[]): Promise<void> {
    const { rows } = await this.pool.query<{ w: string; paused: boolean }>(
      workspaces
        ? `SELECT w, EXISTS (SELECT 1 FROM billing_accounts b WHERE b.workspace_id = w AND b.paused_at IS NOT NULL) AS paused
             FROM unnest($1::uuid[]) AS w`
        : `SELECT workspace_id AS w, true AS paused FROM billing_accounts WHERE paused_at IS NOT NULL`,
      workspaces ? [workspaces] : [],
    );
    if (!workspaces) this.index.paused.clear();
    for (const r of rows) {
      if (r.paused) this.index.paused.add(r.w);
      else this.index.paused.delete(r.w);
    }
  }

  /** The change feed: what others changed since the last tick, reloaded from the rows it names. */
  private async readChanges(): Promise<void> {
    const ids = new Set<number>();
    const workspaces = new Set<string>();
    let advancing = true;
    let from = this.cursor!;
    // page on past rows seen but not settled yet, so a burst (check all of a large workspace)
    // reaches the index within the tick, not 5,000 rows per settling time
    for (let page = 0; page < FEED_PAGES; page++) {
      const { rows } = await this.pool.query<{
        id: string;
        property_id: number | null;
        workspace_id: string | null;
        settled: boolean;
      }>(
        `SELECT id, property_id, workspace_id,
                -- passed for good only once every transaction running began after the row was
                -- written: an older one may still commit a lower id (a long import)
                created_at < coalesce((SELECT min(a.xact_start) FROM pg_stat_activity a
                                        WHERE a.datname = current_database()
                                          AND a.pid <> pg_backend_pid()), now()) AS settled
           FROM schedule_changes WHERE id > $1 ORDER BY id LIMIT $2`,
        [from, FEED_BATCH],
      );
      for (const r of rows) {
        const id = Number(r.id);
        if (!this.seen.has(id)) {
          this.seen.add(id);
          if (r.property_id !== null) {
            if (this.holds(r.property_id)) ids.add(r.property_id);
          } else if (r.workspace_id !== null) workspaces.add(r.workspace_id);
        }
        if (advancing && r.settled) this.cursor = id;
        else advancing = false;
      }
      if (rows.length < FEED_BATCH) break;
      from = Number(rows.at(-1)!.id);
    }
    for (const id of this.seen) if (id <= this.cursor!) this.seen.delete(id);
    if (ids.size > 0) await this.reload([...ids]);
    if (workspaces.size > 0) await this.loadPaused([...workspaces]);
  }

  /**
   * Puts the given properties back at the time their rows say (due time or lease end, not sooner
   * than `notBeforeMs` from now); those gone or no longer held leave the index.
   */
  async reload(ids: number[], notBeforeMs = 0): Promise<void> {
    const mine = ids.filter((id) => this.holds(id));
    if (mine.length === 0) return;
    const { rows } = await this.pool.query<[number, string, number]>({
      text: `SELECT s.property_id, s.workspace_id, ${DUE_AT} FROM property_schedule s
              WHERE s.property_id = ANY($1::int[])`,
      values: [mine, notBeforeMs],
      rowMode: 'array',
    });
    const found = new Set<number>();
    for (const [id, ws, at] of rows) {
      found.add(id);
      if (!this.taken.has(id)) this.index.set(id, ws, at);
    }
    for (const id of mine) if (!found.has(id)) this.index.delete(id);
  }

  /** Properties not claimed or not recorded: put back from their rows, no sooner than a second. */
  async retry(ids: number[]): Promise<void> {
    for (const id of ids) this.taken.delete(id);
    try {
      await this.reload(ids, RETRY_MS);
    } catch {
      // the database is away: they are found again by the next full reload
      this.reloadAll = true;
    }
  }

  /** Takes up to `limit` due properties out of the index, to be claimed and checked. */
  takeDue(limit: number): number[] {
    const ids = this.index.takeDue(Date.now(), limit);
    for (const id of ids) this.taken.add(id);
    return ids;
  }

  /** A checked property back in the index at its next time (its result was written). */
  applied(checks: { id: number; nextAt: Date }[]): void {
    for (const c of checks) {
      this.taken.delete(c.id);
      const ws = this.index.workspace(c.id);
      if (ws !== undefined && this.holds(c.id)) this.index.set(c.id, ws, c.nextAt.getTime());
    }
  }

  /** After an error: read the held buckets whole at the next rebalance. */
  markStale(): void {
    this.reloadAll = true;
  }

  /** this worker's bucket session (tests end it to simulate a dead worker) */
  backendPid(): Promise<number | undefined> {
    return this.owner.backendPid();
  }

  async close(): Promise<void> {
    await this.owner.close();
  }
}
