// The lines of each operation's description that follow from the route itself, so the document
// cannot say one role may call what the guard refuses: who may call it (the guard and the
// permission map), whether an API key works (and with which scope), and its rate limit.
import type { RouteOptions } from 'fastify';
import {
  isWorkspacePermission,
  PLATFORM_PERMISSIONS,
  RATE_LIMITS_PER_HOUR,
  WORKSPACE_PERMISSIONS,
} from '../../contracts/permissions.js';
import { AGENT_TOKEN_PREFIX } from '../../contracts/agents.js';
import { plansWith } from '../../contracts/entitlements.js';
import { guardOf } from '../auth/authorize.js';
import { keyScopeOf, rateCategoryOf } from './openapi-operation.js';

type Route = Pick<RouteOptions, 'onRequest' | 'config' | 'method' | 'url'>;

/** "admin, staff or viewer" */
function anyOf(words: readonly string[]): string {
  return words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

export function whoMayCall(route: Route): string {
  const guard = guardOf(route.onRequest);
  if (!guard) return 'Anyone: no sign-in needed.';
  if (guard.kind === 'signed-in') {
    return 'Any signed-in person, with the browser session (API keys are refused).';
  }
  if (guard.kind === 'agent') {
    return (
      `A location agent, with its agent token (\`Authorization: Bearer ${AGENT_TOKEN_PREFIX}…\`); ` +
      'sessions and API keys are refused, and the token reaches nothing else.'
    );
  }
  const p = guard.permission;
  if (!isWorkspacePermission(p)) {
    return (
      `Site operators whose platform role is ${anyOf(PLATFORM_PERMISSIONS[p])} ` +
      `(permission \`${p}\`); API keys are refused.`
    );
  }
  const roles = `Workspace members whose role is ${anyOf(WORKSPACE_PERMISSIONS[p])} (permission \`${p}\`)`;
  const scope = keyScopeOf(route);
  if (!scope) return `${roles}, with the browser session (API keys are refused).`;
  const key = scope === 'read' ? 'an API key of either scope' : 'an API key with the `write` scope';
  return (
    `${roles}, or ${key} (on the ${plansWith('apiAccess')} plans), which acts with the role ` +
    'of the person who created it.'
  );
}

type RateLimit = { max?: unknown; timeWindow?: unknown };

/** The route's own limit and, for a key, its hourly category; null when neither applies. */
export function rateLimitOf(route: Route, forKeys: boolean): string | null {
  const own = (route.config as { rateLimit?: RateLimit } | undefined)?.rateLimit;
  const parts: string[] = [];
  if (own && typeof own.max === 'number') {
    const window = own.timeWindow === 3_600_000 ? 'an hour' : 'a minute';
    parts.push(`at most ${own.max} requests ${window}`);
  }
  if (forKeys) {
    const category = rateCategoryOf(String(route.method), route.url);
    parts.push(
      `an API key's calls count against its \`${category}\` limit ` +
        `(${RATE_LIMITS_PER_HOUR[category]} an hour)`,
    );
  }
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}, then 429 until the window passes.`;
}
