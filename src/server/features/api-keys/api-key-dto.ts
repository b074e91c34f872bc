import type { ApiKey } from '../../../contracts/api-keys.js';
import type { apiKeys } from '../../db/schema/index.js';

type Row = typeof apiKeys.$inferSelect & { createdByName?: string | null };

export function toApiKeyDto(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
