// GET and PUT /api/settings/quiet-hours: each member's own quiet hours (their time zone), which hold
// non-urgent escalation steps until they end (decision 034).
import { eq } from 'drizzle-orm';
import {
  ESCALATION_MSG,
  quietHoursBody,
  type QuietHours,
  type QuietHoursBody,
} from '../../../contracts/escalation.js';
import { canonicalTimeZone, isValidTimeZone } from '../../../contracts/time-zone.js';
import type { Actor } from '../../auth/actor.js';
import type { Db } from '../../db/client.js';
import { memberQuietHours } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

export async function getQuietHours(db: Db, actor: Pick<Actor, 'userId'>): Promise<QuietHours> {
  const [q] = await db
    .select({
      starts: memberQuietHours.starts,
      ends: memberQuietHours.ends,
      timeZone: memberQuietHours.timeZone,
    })
    .from(memberQuietHours)
    .where(eq(memberQuietHours.userId, actor.userId));
  return { quietHours: q ?? null };
}

export async function setQuietHours(
  db: Db,
  actor: Pick<Actor, 'userId'>,
  input: QuietHoursBody,
): Promise<QuietHours> {
  const { quietHours } = quietHoursBody.parse(input);
  if (quietHours === null) {
    await db.delete(memberQuietHours).where(eq(memberQuietHours.userId, actor.userId));
    return { quietHours: null };
  }
  if (!isValidTimeZone(quietHours.timeZone)) throw badRequest(ESCALATION_MSG.badTimeZone);
  const row = { ...quietHours, timeZone: canonicalTimeZone(quietHours.timeZone) };
  await db
    .insert(memberQuietHours)
    .values({ userId: actor.userId, ...row })
    .onConflictDoUpdate({
      target: memberQuietHours.userId,
      set: { ...row, updatedAt: new Date() },
    });
  return { quietHours: row };
}
