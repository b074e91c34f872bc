// The page a browser gets for any app route while the database is away: a plain 503 that says
// what happens and reloads itself (no script: the CSP allows none inline), instead of an app shell
// whose every request would fail.
import type { FastifyReply } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS } from './error-handler.js';

export const UNAVAILABLE_PAGE_TITLE = 'Property Monitor is briefly unavailable';
export const UNAVAILABLE_PAGE_TEXT =
  'Its database is not answering just now (it restarts or fails over). Nothing you saved is lost. This page tries again by itself every few seconds.';

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}">
<title>${UNAVAILABLE_PAGE_TITLE}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2937}</style>
</head>
<body>
<main>
<h1>${UNAVAILABLE_PAGE_TITLE}</h1>
<p>${UNAVAILABLE_PAGE_TEXT}</p>
</main>
</body>
</html>
`;

export function sendUnavailablePage(reply: FastifyReply): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
