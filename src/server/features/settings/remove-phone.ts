// Removing one's phone: no more SMS from any workspace, and a waiting code is dropped.
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberships, phoneCodes, users } from '../../db/schema/index.js';

export async function removePhone(db: Db, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ phoneNumber: null, phoneVerifiedAt: null, updatedAt: new Date() })
      .where(eq(users.id, actor.userId));
    await tx
      .update(memberships)
      .set({ smsAlerts: false })
      .where(eq(memberships.userId, actor.userId));
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, actor.userId));
  });
}
