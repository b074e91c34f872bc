// What `npm start` prints when it cannot start: one sentence a user can act on, never `undefined`.
import { safeErrorMessage } from './lib/redact-error.js';

/** A failure whose message is already written for the user. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

type Where = { host?: string; port?: number; databaseUrl?: string };

type ErrorLike = {
  message?: unknown;
  code?: unknown;
  address?: unknown;
  port?: unknown;
  syscall?: unknown;
};

/** The sentence to print for anything thrown while starting. */
export function describeStartupError(err: unknown, where: Where = {}): string {
  if (err instanceof StartupError) return err.message;
  if (typeof err === 'string' && err.trim())
    return `Property Monitor could not start: ${err.trim()}`;
  const e = (typeof err === 'object' && err !== null ? err : {}) as ErrorLike;
  // Never the bound values a driver error carries (redact-error.ts).
  const text = (typeof e.message === 'string' && safeErrorMessage(err).trim()) || undefined;
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code === 'EADDRINUSE' && e.syscall === 'listen') {
    return `Port ${String(e.port ?? where.port)} on ${String(e.address ?? where.host)} is already in use by another program: stop it, or set PORT to a free port.`;
  }
  if (code === 'EACCES' && e.syscall === 'listen') {
    return `Not allowed to listen on port ${String(e.port ?? where.port)}: use a port of 1024 or above (PORT), or grant the permission.`;
  }
  if (code === 'EADDRNOTAVAIL' && e.syscall === 'listen') {
    return `This machine has no address ${String(e.address ?? where.host)}: set HOST to one of its addresses (127.0.0.1, or 0.0.0.0 for all).`;
  }
  const db = where.databaseUrl ? databaseProblem(code, where.databaseUrl) : undefined;
  if (db) return db;
  if (text?.startsWith('Invalid configuration')) return text;
  if (text) return `Property Monitor could not start: ${text}`;
  return `Property Monitor could not start (${code ?? describeValue(err)}). Run it again with LOG_LEVEL=debug and report what it prints.`;
}

function databaseProblem(code: string | undefined, url: string): string | undefined {
  let place = 'DATABASE_URL';
  try {
    const u = new URL(url);
    place = `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'DATABASE_URL is not a valid postgres:// URL: write it as postgres://user:password@host:5432/database.';
  }
  switch (code) {
    case 'ECONNREFUSED':
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
      return `Could not reach the database at ${place} (${code}): check DATABASE_URL and that PostgreSQL is running there.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The database host in DATABASE_URL (${place}) does not resolve: check the host name.`;
    case '28P01':
    case '28000':
      return `The database at ${place} refused the user name or password in DATABASE_URL.`;
    case '3D000':
      return `The database ${place} does not exist: create it (createdb) or fix DATABASE_URL.`;
    default:
      return undefined;
  }
}

function describeValue(v: unknown): string {
  if (v === undefined) return 'no reason was given';
  return v === null ? 'null was thrown' : `a ${typeof v} was thrown`;
}
