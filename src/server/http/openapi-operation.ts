// What the OpenAPI document says about each operation beyond its zod schemas: tag, security,
// rate-limit category and error descriptions, all derived from the route itself (its guard, its
// URL) so the document cannot promise a key works where the server refuses it.
import type { RouteOptions } from 'fastify';
import {
  API_KEY_PERMISSIONS,
  isWorkspacePermission,
  type Permission,
} from '../../contracts/permissions.js';
import { guardOf } from '../auth/authorize.js';
import { rateCategoryOf } from '../auth/count-api-request.js';

/** Who may call an operation, from the route's guard. */
export type Audience = 'api' | 'session' | 'platform' | 'agent' | 'anyone';

export const BEARER = 'apiKey';
export const COOKIE = 'sessionCookie';
export const AGENT = 'agentToken';

const KEY_PERMISSIONS: readonly Permission[] = API_KEY_PERMISSIONS.write;

export function audienceOf(route: Pick<RouteOptions, 'onRequest'>): Audience {
  const guard = guardOf(route.onRequest);
  if (!guard) return 'anyone';
  if (guard.kind === 'signed-in') return 'session';
  if (guard.kind === 'agent') return 'agent';
  if (KEY_PERMISSIONS.includes(guard.permission)) return 'api';
  return isWorkspacePermission(guard.permission) ? 'session' : 'platform';
}

/** The key scope an operation needs ('read' or 'write'), for operations a key may call. */
export function keyScopeOf(route: Pick<RouteOptions, 'onRequest'>): 'read' | 'write' | null {
  const guard = guardOf(route.onRequest);
  if (guard?.kind !== 'permission' || !KEY_PERMISSIONS.includes(guard.permission)) return null;
  return (API_KEY_PERMISSIONS.read as readonly Permission[]).includes(guard.permission)
    ? 'read'
    : 'write';
}

/** Tag names by the URL's first segment after /api; others are the segment, capitalised. */
const TAG_BY_SEGMENT: Record<string, string> = {
  properties: 'Properties',
  ping: 'Checks',
  alerts: 'Alerts',
  reports: 'Reports',
  webhooks: 'Webhooks',
  'maintenance-windows': 'Maintenance',
  activity: 'Activity',
  incidents: 'Incidents',
  'api-keys': 'API keys',
  auth: 'Account',
  login: 'Account',
  logout: 'Account',
  callback: 'Account',
  invitations: 'Team',
  team: 'Team',
  'create-subscription': 'Billing',
  billing: 'Billing',
  stripe: 'Billing',
  'promo-codes': 'Promo codes',
  business: 'Business dashboard',
  'openapi.json': 'Documentation',
  track: 'Affiliates',
  'status-pages': 'Status pages',
  public: 'Status pages',
  agent: 'Location agents',
};

/** Tag suffixes, so a key's operations and the web app's never share a heading. */
const TAG_SUFFIX: Record<Audience, string> = {
  api: '',
  session: ' (session)',
  platform: ' (session)',
  agent: ' (agent token)',
  anyone: ' (no sign-in)',
};

/** The viewer's tag groups, in order: what a key may call comes first. */
export const TAG_GROUPS: Array<{ name: string; audiences: Audience[] }> = [
  { name: 'Public API (API key or session)', audiences: ['api'] },
  { name: 'Web app (session only)', audiences: ['session', 'platform'] },
  { name: 'Location agents (agent token only)', audiences: ['agent'] },
  { name: 'No sign-in needed', audiences: ['anyone'] },
];

export function tagOf(url: string, audience: Audience): string {
  // the first segment after /api, or the first of a URL outside it (/track/:code)
  const segment = url.split('/')[url.startsWith('/api/') ? 2 : 1] ?? '';
  const base =
    TAG_BY_SEGMENT[segment] ?? segment.charAt(0).toUpperCase() + segment.slice(1).replace('-', ' ');
  return `${base}${TAG_SUFFIX[audience]}`;
}

export function securityOf(audience: Audience): Array<Record<string, string[]>> {
  if (audience === 'api') return [{ [BEARER]: [] }, { [COOKIE]: [] }];
  if (audience === 'anyone') return [{}, { [COOKIE]: [] }];
  if (audience === 'agent') return [{ [AGENT]: [] }];
  return [{ [COOKIE]: [] }];
}

/** A stable operationId: the method and the path, e.g. getPropertiesById. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? `by-${s.slice(1)}` : s))
    .flatMap((s) => s.split(/[-_]/));
  return [method.toLowerCase(), ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1))].join(
    '',
  );
}

export const ERROR_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad request: a field is missing or invalid (code validation or bad_request)',
  '401': 'Not signed in, or the API key is invalid, expired or revoked (code unauthorized)',
  '403': 'The role or the key scope does not allow this (code forbidden)',
  '404': 'Not found in this workspace (code not_found)',
  '409': 'Conflicts with the current state (code conflict)',
  '410': 'The link was used, withdrawn or has expired (code gone)',
  '413': 'The upload is too large (code payload_too_large)',
  '429': 'Rate limit exceeded: wait the seconds in Retry-After (code rate_limited)',
  '500': 'Internal error (code internal)',
  '503': 'A service this call needs is not configured or not reachable (code unavailable)',
};

export { rateCategoryOf };
