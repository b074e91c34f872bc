// Who an API key acts as: its creator's current role in the key's workspace, narrowed by the
// key's scope, never a platform role. A creator who left the workspace leaves a dead key.
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { API_KEY_MSG } from '../../contracts/api-keys.js';
import { planHas } from '../../contracts/entitlements.js';
import { loadActor, type Actor } from './actor.js';
import type { Db } from '../db/client.js';
import { apiKeys, workspaces } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { hashApiKey } from './hash-api-key.js';

/** last_used_at is written at most this often per key, so reads do not all become writes */
const TOUCH_EVERY_MS = 60_000;

export async function resolveApiKey(db: Db, key: string, now = new Date()): Promise<Actor> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.keyHash, hashApiKey(key)),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
      ),
    );
  if (!row?.createdBy) throw new AppError('unauthorized', API_KEY_MSG.invalidKey);
  const creator = await loadActor(db, row.createdBy, row.workspaceId);
  if (!creator || creator.workspaceId !== row.workspaceId) {
    throw new AppError('unauthorized', API_KEY_MSG.invalidKey);
  }
  if (!planHas(creator.plan, 'apiAccess'))
    throw new AppError('forbidden', API_KEY_MSG.planRequired);
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return {
    ...creator,
    platformRole: null,
    // the platform owner's unmasked view does not pass on to keys: the workspace setting decides
    seesFullIps:
      creator.platformRole === 'owner'
        ? !(await masksIps(db, row.workspaceId))
        : creator.seesFullIps,
    apiKeyId: row.id,
    apiKeyScope: row.scope,
  };
}

async function masksIps(db: Db, workspaceId: string): Promise<boolean> {
  const [ws] = await db
    .select({ maskIps: workspaces.maskIps })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return ws?.maskIps ?? true;
}
