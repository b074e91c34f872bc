// Where sign-in returns a person to (issue 30): the page they asked for, carried as `?next=` by
// /api/login and /sign-in (and through OpenID Connect in the sign-in's state). Only a page of this
// site is taken: anything that a browser or a server could read as another origin is refused and
// the person lands on the dashboard, as without a destination (no open redirect).
import { z } from 'zod';
import { paths, serverPaths } from './web-routes.js';

export const NEXT_PARAM = 'next';
/** Longer is no page of this app; a browser's own URL limits are far above it. */
export const RETURN_TO_MAX_LENGTH = 2048;

/** Percent-decoding rounds looked through: a destination decoded again by some hop stays safe. */
const DECODE_ROUNDS = 3;
/**
 * In a path: controls (a URL parser drops tab and newline anywhere: `/\t/evil` is `//evil`) and
 * backslashes (a browser reads `/\evil` as `//evil`). A query or a hash may hold anything.
 */
const unsafeInPath = (c: string) => c === '\\' || c < ' ' || c === '\u007f';
const BASE = 'http://return-to.invalid';

/** /api/login's query: a destination it cannot use is ignored (the dashboard), never refused. */
export const loginQuery = z.object({
  [NEXT_PARAM]: z.string().max(RETURN_TO_MAX_LENGTH).optional().catch(undefined),
});

/**
 * The destination when it is a same-origin page path (`/team?tab=x#y`), else null: not a string,
 * not starting with one `/` (`//host`, `https://...`, `javascript:`), a backslash or a control
 * in its path, a path under /api (a server action such as /api/logout, not a page), or
 * any of these once percent-decoded, as often as some hop might decode it (`/%2F/host`,
 * `/%5Chost`, `/%252F/host`, `/%61pi/logout`).
 */
export function safeReturnTo(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_TO_MAX_LENGTH) {
    return null;
  }
  if (!staysSafeDecoded(raw)) return null;
  // as a browser resolves it: `/a/..//host` becomes `//host`, a tab in the query goes
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  const resolved = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && staysSafeDecoded(resolved) ? resolved : null;
}

function staysSafeDecoded(s: string): boolean {
  let form = s;
  for (let round = 0; ; round++) {
    if (!isSafePath(form)) return false;
    const decoded = decodeAscii(form);
    if (decoded === form) return true;
    if (round === DECODE_ROUNDS) return false; // still encoded: no path a person asked for
    form = decoded;
  }
}

/**
 * Decodes the %XX of ASCII characters, the only ones that could turn into `/`, `\`, a control or
 * `api`; never throws on a stray `%`, unlike decodeURIComponent (a lenient decoder elsewhere
 * would still decode the sequences around it).
 */
function decodeAscii(s: string): string {
  return s.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

function isSafePath(s: string): boolean {
  const path = (s.split(/[?#]/)[0] ?? '').toLowerCase();
  if (!path.startsWith('/') || path.startsWith('//') || [...path].some(unsafeInPath)) return false;
  return path !== '/api' && !path.startsWith('/api/');
}

/** The destination of `?next=` in a query string (a page's `location.search`), when safe. */
export function returnToOf(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return safeReturnTo(params.get(NEXT_PARAM));
}

/** `base` with `?next=` when the destination is safe and not the dashboard anyway. */
function withNext(base: string, next: string | null | undefined): string {
  const safe = safeReturnTo(next);
  return safe && safe !== paths.home ? `${base}?${NEXT_PARAM}=${encodeURIComponent(safe)}` : base;
}

/** The server's login (spec core §2 and §8), returning to `next` after it. */
export const loginUrl = (next?: string | null) => withNext(serverPaths.login, next);

/** The built-in sign-in page, returning to `next` after it. */
export const signInUrl = (next?: string | null) => withNext(paths.signIn, next);
