import { and, eq, isNull } from 'drizzle-orm';
import { API_KEY_MSG } from '../../../contracts/api-keys.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** Revokes at once: the next request with the key is refused (keys are checked per request). */
export async function revokeApiKey(db: Db, actor: Pick<Actor, 'workspaceId'>, id: string) {
  const done = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(apiKeys.id, id),
        eq(apiKeys.workspaceId, actor.workspaceId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning({ id: apiKeys.id });
  if (done.length === 0) throw new AppError('not_found', API_KEY_MSG.notFound);
}
