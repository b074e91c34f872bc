import {
  type CreateApiKeyBody,
  API_KEY_MSG,
  createApiKeyBody,
} from '../../../contracts/api-keys.js';
import type { ApiKeyWithSecret } from '../../../contracts/api-keys.js';
import { planHas } from '../../../contracts/entitlements.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { apiKeys } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { toApiKeyDto } from './api-key-dto.js';
import { newApiKey } from '../../auth/hash-api-key.js';

export async function createApiKey(
  db: Db,
  actor: Actor,
  input: CreateApiKeyBody,
  now = new Date(),
): Promise<ApiKeyWithSecret> {
  if (!planHas(actor.plan, 'apiAccess')) throw new AppError('forbidden', API_KEY_MSG.planRequired);
  const body = createApiKeyBody.parse(input);
  const expiresAt = body.expiresAt ? new Date(body.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw badRequest(API_KEY_MSG.expiryInPast);
  const { key, prefix, hash } = newApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      workspaceId: actor.workspaceId,
      name: body.name,
      prefix,
      keyHash: hash,
      scope: body.scope,
      createdBy: actor.userId,
      expiresAt,
    })
    .returning();
  const name = [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.email;
  return { ...toApiKeyDto({ ...row!, createdByName: name }), key };
}
