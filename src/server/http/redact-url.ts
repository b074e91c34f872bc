// A request's URL as the log may keep it (decision 019): one-time tokens and other secrets out of
// the path and the query. Generic, so a new route with a token in its URL is covered too:
//  - the segment after a path that names a token (/invite/{token}, /verify-email/{token},
//    /api/invitations/{token}/accept, /reset-password/{token} ...);
//  - any segment or query value that looks random (a long run of letters and digits mixing
//    upper case, lower case and digits, or a long hex string): what a generated token looks like;
//  - query parameters whose name says secret (token, code, key, secret, password ...);
//  - a query value that is itself a path (a return-to address) is redacted as a path.
// Ids (UUIDs, numbers) and readable slugs stay: they are what an operator looks for.

export const REDACTED = '[redacted]';

/** Path segments whose next segment is a token. */
const TOKEN_AFTER = new Set([
  'invite',
  'invitations',
  'verify-email',
  'reset-password',
  'password-reset',
  'unsubscribe',
  'confirm',
  'magic-link',
]);

const SECRET_PARAM = /token|code|key|secret|password|passwd|signature|sig$|beta|auth/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of a row (an invitation's /api/team/invitations/{id}): no secret. */
const isId = (s: string) => UUID.test(s) || /^\d+$/.test(s);

/** A generated secret, not a word, slug, id or number. */
export function looksRandom(s: string): boolean {
  if (s.length < 16 || isId(s)) return false;
  if (/^[0-9a-f]+$/i.test(s)) return s.length >= 32 && /\d/.test(s) && /[a-f]/i.test(s);
  if (!/^[A-Za-z0-9_-]+$/.test(s)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((c) => c.test(s)).length;
  return classes === 3 || (classes === 2 && s.length >= 24 && !/^[a-z0-9-]+$/.test(s));
}

function decoded(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function redactPath(path: string): string {
  const parts = path.split('/');
  return parts
    .map((part, i) => {
      if (part === '') return part;
      const prev = decoded(parts[i - 1] ?? '').toLowerCase();
      const value = decoded(part);
      return (TOKEN_AFTER.has(prev) && !isId(value)) || looksRandom(value) ? REDACTED : part;
    })
    .join('/');
}

function redactQuery(query: string): string {
  return query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return looksRandom(decoded(pair)) ? REDACTED : pair;
      const name = pair.slice(0, eq);
      const value = decoded(pair.slice(eq + 1).replace(/\+/g, ' '));
      if (value === '') return pair;
      if (SECRET_PARAM.test(decoded(name)) || looksRandom(value)) return `${name}=${REDACTED}`;
      if (value.startsWith('/')) {
        const safe = redactUrl(value);
        return safe === value ? pair : `${name}=${encodeURIComponent(safe)}`;
      }
      return pair;
    })
    .join('&');
}

/**
 * URLs seen to hold nothing to redact (only those: a URL with a secret is never kept), so the
 * same few API URLs requested thousands of times a second are looked at once. Bounded.
 */
const clean = new Set<string>();
const CLEAN_MAX = 1000;

export function redactUrl(url: string): string {
  if (clean.has(url)) return url;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const safe = q < 0 ? redactPath(path) : `${redactPath(path)}?${redactQuery(url.slice(q + 1))}`;
  if (safe === url) {
    if (clean.size >= CLEAN_MAX) clean.clear();
    clean.add(url);
  }
  return safe;
}
