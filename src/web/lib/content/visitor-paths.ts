// Help pages and chat answers link to signed-in pages (/team, /settings...). A signed-out
// visitor following such a link is sent to sign in rather than to a page they cannot see.
import { SIGNED_OUT_PATHS } from '../../../contracts/web-routes.js';
import { pageByRoute } from './content-index.js';

const PUBLIC = new Set<string>(SIGNED_OUT_PATHS);

/** Whether a signed-out visitor can open this in-app link (its path, before any #hash). */
export function isVisitorPath(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return PUBLIC.has(path) || pageByRoute(path) !== undefined;
}
