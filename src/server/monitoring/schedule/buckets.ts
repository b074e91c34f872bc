// Which part of the schedule a worker holds (decision 036, item 1): property ids are hashed into
// BUCKETS buckets (the rows of `schedule_buckets`); a worker owns a bucket while its dedicated
// database session holds the bucket's advisory lock. A worker that dies ends its session, which
// frees its buckets; the others take them at their next rebalance. Live workers are counted by a
// member lock each session holds (pg_locks, this database only), and each holds at most
// ceil(BUCKETS / live workers), so the buckets are shared out evenly.
import type pg from 'pg';

export const BUCKETS = 64;
/** advisory lock key spaces (first of the two int keys): a bucket, a live worker */
const BUCKET_LOCK = 36_001;
const MEMBER_LOCK = 36_002;

export const bucketOf = (propertyId: number): number => propertyId % BUCKETS;

/**
 * `draining`: buckets above the fair share that could not be given back yet (checks of theirs
 * still in flight): still held, to be given back at a later rebalance
 */
export type Rebalanced = { gained: number[]; lost: number[]; draining: number[] };

export class BucketOwner {
  private client: pg.PoolClient | undefined;
  readonly held = new Set<number>();
  private lostSession = false;
  /** closed for good: no session is opened again (a late rebalance would hold buckets for ever) */
  private closed = false;

  constructor(private readonly pool: pg.Pool) {}

  /**
   * Takes free buckets up to the fair share and gives back those above it that `canGiveBack`
   * allows (their checks in flight written: the next holder reads no row still being checked).
   * When the session has died, every bucket is lost (others may hold them by now) and a new
   * session starts.
   */
  async rebalance(canGiveBack: (bucket: number) => boolean = () => true): Promise<Rebalanced> {
    const lost: number[] = [];
    if (this.lostSession) {
      lost.push(...this.held);
      this.held.clear();
      this.lostSession = false;
    }
    const client = await this.session();
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND classid = $1 AND objsubid = 2 AND granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      [MEMBER_LOCK],
    );
    const share = Math.ceil(BUCKETS / Math.max(1, rows[0]!.n));
    const draining: number[] = [];
    if (this.held.size > share) {
      const above = [...this.held].sort((a, b) => b - a).slice(0, this.held.size - share);
      const give = above.filter(canGiveBack);
      draining.push(...above.filter((b) => !give.includes(b)));
      if (give.length > 0) {
        await client.query(`SELECT pg_advisory_unlock($1, b) FROM unnest($2::int[]) AS b`, [
          BUCKET_LOCK,
          give,
        ]);
      }
      for (const b of give) this.held.delete(b);
      lost.push(...give);
    }
    const gained: number[] = [];
    if (this.held.size < share) {
      // start each worker's search at its own place, so joining workers seldom race for one bucket
      const start = (process.pid * 7) % BUCKETS;
      const free = Array.from({ length: BUCKETS }, (_, i) => (start + i) % BUCKETS).filter(
        (b) => !this.held.has(b),
      );
      const got = await client.query<{ b: number }>(
        `SELECT b FROM unnest($2::int[]) WITH ORDINALITY AS c(b, n)
          WHERE pg_try_advisory_lock($1, b) ORDER BY n`,
        [BUCKET_LOCK, free],
      );
      const taken = got.rows.map((r) => r.b);
      const keep = taken.slice(0, share - this.held.size);
      const extra = taken.slice(keep.length);
      if (extra.length > 0) {
        await client.query(`SELECT pg_advisory_unlock($1, b) FROM unnest($2::int[]) AS b`, [
          BUCKET_LOCK,
          extra,
        ]);
      }
      for (const b of keep) this.held.add(b);
      gained.push(...keep);
    }
    return { gained, lost, draining };
  }

  private async session(): Promise<pg.PoolClient> {
    if (this.client) return this.client;
    if (this.closed) throw new Error('the bucket session is closed: the scheduler stopped');
    const client = await this.pool.connect();
    client.on('error', () => {
      // the session is gone and its locks with it: drop everything at the next rebalance
      if (this.client === client) this.dropSession();
    });
    await client.query(`SELECT pg_advisory_lock($1, pg_backend_pid())`, [MEMBER_LOCK]);
    this.client = client;
    return client;
  }

  /** After a failed statement on the session: treat it as gone (its locks may be). */
  dropSession(): void {
    const client = this.client;
    if (!client) return;
    this.client = undefined;
    this.lostSession = true;
    client.release(true);
  }

  /** this worker's session backend (tests end it to simulate a dead worker) */
  async backendPid(): Promise<number | undefined> {
    if (!this.client) return undefined;
    const { rows } = await this.client.query<{ pid: number }>(`SELECT pg_backend_pid() AS pid`);
    return rows[0]!.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    this.held.clear();
    if (!client) return;
    try {
      await client.query(`SELECT pg_advisory_unlock_all()`);
      client.release();
    } catch {
      client.release(true);
    }
  }
}
