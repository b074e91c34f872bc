// Sees every statement this process sends through its pool and moves the change signals of the
// tables it writes, once the write is visible: after an autocommit statement completes, after the
// COMMIT of a transaction. So whatever writes here (a route, a job, a test's SQL) invalidates this
// process's caches before its own `await` returns, without each write site having to say so.
// Matching is by the statement's text and errs towards invalidating too often, never too rarely
// for our own statements (Drizzle names every table it writes). Other processes' writes arrive
// through the triggers and NOTIFY instead (change-listener.ts).
import type pg from 'pg';
import type { ChangeSignals, Topic } from './change-signals.js';

const TABLES: Array<[Topic, RegExp]> = [
  ['auth', /\b(sessions|users|memberships|workspaces)\b/i],
  // the dashboard figures and the property list: properties, their schedule and uptime rows,
  // alerts, the check history (check_hours, check_days...), the workspace's check interval,
  // maintenance windows (the list's "Maintenance" flag) and the public status pages, kept per
  // workspace on the same signal (status_page*, tracked_incidents, incident_*: decision 025).
  // A page's subscribers are not on the page: subscribing must not drop the kept pages (030).
  [
    'stats',
    /\b(properties|property_\w+|alerts|check_\w+|workspaces|maintenance_\w+|status_page(?!_subscribers\b)\w*|tracked_incidents|incident_\w+)\b/i,
  ],
];
const WRITES = /\b(insert|update|delete|truncate|merge)\b/i;
/**
 * A new session changes no cached one; a statement marked quiet is known to change nothing
 * cached; one marked as check figures writes only what every check moves (below).
 */
const HARMLESS = /^\s*(\/\* quiet \*\/|\/\* check figures \*\/|insert\s+into\s+"?sessions"?[\s(])/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(commit|end)\b/i;
const ROLLBACK = /^\s*(rollback|abort)\s*(;|$|transaction|work)/i;

/** Marks a statement that only slides a session's idle expiry: no cache depends on that. */
export const QUIET = '/* quiet */';
/**
 * Marks a worker's statement that writes only what every check moves (a lease, last check,
 * response time, failures, the raw results): no cache follows these by signal, they are bounded by
 * the caches' age (decision 016), as they are when another process's worker writes them. Without
 * it, a process running web and worker together (PROCESS_ROLE=all, the default) dropped every
 * workspace's kept list and figures with each batch of checks it recorded. A status change or an
 * alert is not marked: it still moves the signal (here, and by its trigger's NOTIFY).
 */
export const CHECK_FIGURES = '/* check figures */';

/** The topics a statement writes, by its text. */
export function writtenTopics(text: string): Topic[] {
  if (!WRITES.test(text) || HARMLESS.test(text)) return [];
  return TABLES.filter(([, re]) => re.test(text)).map(([t]) => t);
}

type Query = (...args: unknown[]) => unknown;

/** Wraps one client's `query`: call it for every client the pool connects. */
export function trackWrites(client: pg.ClientBase, signals: ChangeSignals): void {
  const query = client.query.bind(client) as Query;
  let inTransaction = false;
  const pending = new Set<Topic>();
  const announce = (topics: Topic[]) => () => {
    for (const t of topics) signals.bump(t);
  };

  (client as unknown as { query: Query }).query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: unknown } | undefined;
    const text = typeof first === 'string' ? first : first?.text;
    if (typeof text !== 'string') return query(...args);
    let after: (() => void) | undefined;
    if (BEGIN.test(text)) {
      inTransaction = true;
      pending.clear();
    } else if (COMMIT.test(text)) {
      inTransaction = false;
      if (pending.size) after = announce([...pending]);
      pending.clear();
    } else if (ROLLBACK.test(text)) {
      inTransaction = false;
      pending.clear();
    } else {
      const topics = writtenTopics(text);
      if (topics.length && inTransaction) for (const t of topics) pending.add(t);
      else if (topics.length) after = announce(topics);
    }
    if (!after) return query(...args);
    const done = after;
    // completion: a callback as the last argument (the pool's own calls), else the promise
    const last = args.length > 1 ? args[args.length - 1] : undefined;
    if (typeof last === 'function') {
      args[args.length - 1] = (...res: unknown[]) => {
        done();
        (last as (...a: unknown[]) => void)(...res);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) void result.then(done, done);
    else {
      // a submittable (a cursor): now, and again once it has run
      done();
      (result as { once?: (e: string, f: () => void) => void } | undefined)?.once?.('end', done);
    }
    return result;
  };
}
