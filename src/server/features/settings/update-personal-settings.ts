import { eq } from 'drizzle-orm';
import type { UpdatePersonalBody } from '../../../contracts/settings.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/** The caller's own switches: e-mail notifications, desktop notifications, system alerts. */
export async function updatePersonalSettings(db: Db, actor: Actor, body: UpdatePersonalBody) {
  const set = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, actor.userId));
}
