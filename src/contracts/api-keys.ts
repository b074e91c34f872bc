// API keys (Settings → API keys, workspace admins): the public REST API's credentials.
import { z } from 'zod';
import { API_KEY_SCOPES } from './permissions.js';

/** Every key starts with this, so a leaked key is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'pm_';

export const API_KEY_MSG = {
  nameRequired: 'Name is required',
  expiryInPast: 'The expiry date must be in the future',
  notFound: 'API key not found',
  planRequired: 'API access requires the Pro or Enterprise plan. Upgrade to use API keys.',
  keyNotAllowed: 'API keys cannot be used for this endpoint',
  invalidKey: 'Unauthorized: invalid, expired or revoked API key',
  rateLimited: (category: string, limit: number) =>
    `Rate limit exceeded: ${limit} ${category} requests per hour for this API key. Try again after the time in Retry-After.`,
} as const;

export const createApiKeyBody = z.object({
  name: z
    .string({ error: API_KEY_MSG.nameRequired })
    .trim()
    .min(1, API_KEY_MSG.nameRequired)
    .max(100, 'Name must be at most 100 characters'),
  scope: z.enum(API_KEY_SCOPES, { error: 'Scope must be read or write' }).default('read'),
  /** ISO date-time; omitted or null: the key does not expire */
  expiresAt: z.iso.datetime({ offset: true, error: 'Expiry must be a date' }).nullish(),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer to creating a key: the only time the whole key is shown. */
export const apiKeyWithSecret = apiKey.extend({ key: z.string() });
export type ApiKeyWithSecret = z.infer<typeof apiKeyWithSecret>;

export const apiKeyIdParams = z.object({ id: z.uuid() });
