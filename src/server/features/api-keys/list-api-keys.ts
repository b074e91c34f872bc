import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey } from '../../../contracts/api-keys.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { toApiKeyDto } from './api-key-dto.js';

/** The workspace's keys that are not revoked, newest first (expired ones stay listed). */
export async function listApiKeys(db: Db, actor: Pick<Actor, 'workspaceId'>): Promise<ApiKey[]> {
  const rows = await db
    .select({
      key: apiKeys,
      createdByName: sql<
        string | null
      >`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.email})`,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.workspaceId, actor.workspaceId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => toApiKeyDto({ ...r.key, createdByName: r.createdByName }));
}
