// Tells "the database is not there" (refused, gone, restarting, shutting down) from every other
// failure: the first answers 503 and pauses the loops, the second stays a 500 / a logged error.

/** Socket-level codes of a server that is not listening or went away. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT', // the Unix socket file is gone with its server
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** node-postgres' own words for a connection that ended or never came. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/**
 * SQLSTATE class 08 (connection exception) and 57P01-57P05 (the server shutting down, crashed,
 * still starting up, or the database dropped from under us).
 */
function isUnavailableState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-5]$/.test(code);
}

/** True when `err` (or what it wraps: Drizzle puts the driver's error in `cause`) says so. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableState(code))) {
      return true;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
    e = cause;
  }
  return false;
}

/** The driver's own words under Drizzle's "Failed query: ..." wrapper (no statement, no values). */
export function unavailableReason(err: unknown): string {
  let e = err as { message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e?.cause && typeof e.cause === 'object' && depth < 5; depth++) {
    e = e.cause as typeof e;
  }
  return typeof e?.message === 'string' ? e.message : String(err);
}
