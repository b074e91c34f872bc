// Errors from the database driver carry the statement's bound values: Drizzle's message is
// "Failed query: <sql>\nparams: <values>" (password hashes, secrets, e-mail addresses), and
// PostgreSQL's detail names the row ("Key (email)=(a@b.c) already exists."). What we log or
// store keeps the statement, the code and the constraint, never the values.

export type RedactedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
  /** the SQL text with its $1.. placeholders, never the values */
  query?: string;
  /** the stack's frames under the redacted message (the raw stack's first line has the values) */
  stack: string;
};

type Loose = Record<string, unknown> & { message?: unknown; stack?: unknown };

const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Drizzle wraps the driver's error with the query and its parameters. */
const isQueryWrapper = (e: Loose) => typeof e.query === 'string' && 'params' in e;
/** node-postgres' DatabaseError: a SQLSTATE code and a severity. */
const isDriverError = (e: Loose) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && 'severity' in e;

/** `... for type integer: "abc"` and the like: a value quoted at the end of the message. */
function redactMessage(message: string): string {
  return message.replace(/: "(?:[^"\\]|\\.)*"$/, ': "[redacted]"');
}

/** `Key (email)=(a@b.c) already exists.`, `Failing row contains (...)`. */
function redactDetail(detail: string): string {
  return detail
    .replace(/=\(.*?\)( |\.|$)/g, '=([redacted])$1')
    .replace(/contains \(.*\)/, 'contains ([redacted])');
}

export function redactError(err: unknown): RedactedError {
  if (!isObject(err)) return { type: typeof err, message: String(err), stack: String(err) };
  const wrapper = isQueryWrapper(err) ? err : undefined;
  const inner = wrapper && isObject(err.cause) ? err.cause : err;
  const driver = isDriverError(inner);
  const type = str(inner.name) ?? 'Error';
  const message =
    wrapper && !isObject(err.cause)
      ? 'Failed query'
      : driver
        ? redactMessage(str(inner.message) ?? '')
        : (str(inner.message) ?? '');
  const stackLines = (str(inner.stack) ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  return {
    type,
    message,
    ...(driver ? { code: str(inner.code) } : {}),
    ...(str(inner.constraint) ? { constraint: str(inner.constraint) } : {}),
    ...(str(inner.table) ? { table: str(inner.table) } : {}),
    ...(str(inner.column) ? { column: str(inner.column) } : {}),
    ...(driver && str(inner.detail) ? { detail: redactDetail(str(inner.detail)!) } : {}),
    ...(wrapper ? { query: str(wrapper.query) } : {}),
    stack: [`${type}: ${message}`, ...stackLines].join('\n'),
  };
}

/** One line for a log message or a stored last error. */
export function safeErrorMessage(err: unknown): string {
  const r = redactError(err);
  return r.code ? `${r.message} (${r.code}${r.constraint ? `, ${r.constraint}` : ''})` : r.message;
}
