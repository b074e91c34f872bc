// The write tracker moves a cache topic once a write to its tables is visible: after an
// autocommit statement completes, after COMMIT (never for a rollback), and not for the statements
// known to change nothing cached (a new session, the quiet idle-expiry touch).
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createChangeSignals } from './change-signals.js';
import { CHECK_FIGURES, QUIET, trackWrites, writtenTopics } from './write-tracker.js';

describe('writtenTopics', () => {
  it('names the topics of the tables a statement writes', () => {
    expect(writtenTopics('update "memberships" set "role" = $1 where ...')).toEqual(['auth']);
    expect(writtenTopics('DELETE FROM sessions WHERE user_id = $1')).toEqual(['auth']);
    expect(writtenTopics('insert into "properties" ("name") values ($1)')).toEqual(['stats']);
    expect(writtenTopics('INSERT INTO check_hours SELECT ...')).toEqual(['stats']);
    expect(writtenTopics('update "alerts" set "is_read" = true')).toEqual(['stats']);
    // the property list shows the schedule's and uptime's figures and the workspace's interval
    expect(writtenTopics('UPDATE property_schedule SET next_check_at = now()')).toEqual(['stats']);
    expect(writtenTopics('insert into "property_uptime" ("uptime_24h") values ($1)')).toEqual([
      'stats',
    ]);
    expect(writtenTopics('update "workspaces" set "check_interval_seconds" = $1')).toEqual([
      'auth',
      'stats',
    ]);
  });

  it('ignores reads, new sessions and quiet statements', () => {
    expect(writtenTopics('select * from "sessions" inner join "users"')).toEqual([]);
    expect(writtenTopics('insert into "sessions" ("id_hash") values ($1)')).toEqual([]);
    expect(writtenTopics(`${QUIET} UPDATE "sessions" SET last_seen_at = $1`)).toEqual([]);
    expect(writtenTopics('insert into "activity_events" ("message") values ($1)')).toEqual([]);
    // a page's subscribers are not shown on it (decision 030)
    expect(writtenTopics('insert into "status_page_subscribers" ("email") values ($1)')).toEqual(
      [],
    );
    expect(writtenTopics('update "status_page_sections" set "name" = $1')).toEqual(['stats']);
    // what every check moves: bounded by the caches' age, not signalled
    expect(
      writtenTopics(`${CHECK_FIGURES} UPDATE property_schedule s SET last_check = r.at`),
    ).toEqual([]);
    expect(
      writtenTopics(`${CHECK_FIGURES} INSERT INTO check_results (property_id) VALUES ($1)`),
    ).toEqual([]);
  });
});

/** A client whose queries complete when the test says so. */
function fakeClient() {
  const waiting: Array<() => void> = [];
  const client = {
    query: (..._args: unknown[]) => new Promise<void>((resolve) => waiting.push(resolve)),
  };
  return { client: client as unknown as pg.ClientBase, complete: () => waiting.shift()!() };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('trackWrites', () => {
  it('moves the topic when an autocommit write completes, not before', async () => {
    const signals = createChangeSignals();
    const { client, complete } = fakeClient();
    trackWrites(client, signals);
    const before = signals.stamp('auth');
    const done = client.query('DELETE FROM sessions WHERE id_hash = $1');
    await tick();
    expect(signals.stamp('auth')).toBe(before);
    complete();
    await done;
    expect(signals.stamp('auth')).toBeGreaterThan(before);
    expect(signals.stamp('stats')).toBe(0);
  });

  it('moves it at COMMIT for a transaction, and never for one rolled back', async () => {
    const signals = createChangeSignals();
    const { client, complete } = fakeClient();
    trackWrites(client, signals);
    const stampAt = signals.stamp('auth');
    const run = async (end: string) => {
      const steps = ['begin', 'update "workspaces" set "plan" = $1', end];
      for (const text of steps) {
        const p = client.query(text);
        complete();
        await p;
        if (text !== end) expect(signals.stamp('auth')).toBe(stampAt);
      }
    };
    await run('rollback');
    expect(signals.stamp('auth')).toBe(stampAt);
    await run('commit');
    expect(signals.stamp('auth')).toBeGreaterThan(stampAt);
  });

  it('moves it before a callback-style caller (the pool) hears of the completion', async () => {
    const signals = createChangeSignals();
    const raw = {
      query: (_text: string, _values: unknown, cb: (err: null, res: unknown) => void) =>
        setTimeout(() => cb(null, {}), 0),
    };
    trackWrites(raw as unknown as pg.ClientBase, signals);
    const seen = await new Promise<number>((resolve) =>
      (raw.query as (...a: unknown[]) => void)('update "users" set "email" = $1', [], () =>
        resolve(signals.stamp('auth')),
      ),
    );
    expect(seen).toBeGreaterThan(0);
  });
});
