// The headers a kept public answer goes out with (besides the security headers every answer
// gets, its encoding and its length), in one place for the route (public-routes.ts) and the fast
// path (fast-answers.ts), so both send the same.
import { FORM_REFERRER_POLICY } from './html/form-origin.js';
import type { PageForm } from './kept-status.js';

export const KEPT_TYPES = {
  // as send-answer.ts sets it
  json: 'application/json; charset=utf-8',
  html: 'text/html; charset=utf-8',
  history: 'text/html; charset=utf-8',
  feed: 'application/atom+xml; charset=utf-8',
  badge: 'image/svg+xml',
} as const satisfies Record<PageForm, string>;

/**
 * The page's HTML, history, feed and badge: the ETag answers a repeat with 304. A public page's
 * badge and feed may be kept by other caches for a minute (embeds); a protected page's answers
 * are private. Other sites show the badge in an <img>: helmet's same-origin resource policy
 * would block it. (The JSON goes out through http/send-answer.ts: `jsonHeaders`.)
 */
export function keptHeaders(
  form: Exclude<PageForm, 'json'>,
  visibility: string,
  etag: string,
): Record<string, string> {
  const shared = visibility === 'public' && (form === 'badge' || form === 'feed');
  return {
    etag,
    'cache-control': shared ? 'public, max-age=60' : 'private, no-cache',
    vary: 'accept-encoding, cookie',
    'referrer-policy': FORM_REFERRER_POLICY,
    'content-type': KEPT_TYPES[form],
    ...(form === 'badge' ? { 'cross-origin-resource-policy': 'cross-origin' } : {}),
  };
}

/** What http/send-answer.ts sets for the JSON: its type on a 200 only. */
export const jsonHeaders = (etag: string, status: 200 | 304): Record<string, string> => ({
  etag,
  'cache-control': 'private, no-cache',
  vary: 'accept-encoding, cookie',
  ...(status === 200 ? { 'content-type': KEPT_TYPES.json } : {}),
});
