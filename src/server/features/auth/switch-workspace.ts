// Points the caller's session at another workspace they belong to; any other id is a 404.
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../../contracts/messages.js';
import { setSessionWorkspace } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { memberships } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

export async function switchWorkspace(
  db: Db,
  opts: { userId: string; sessionToken: string; workspaceId: string },
): Promise<void> {
  const [member] = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, opts.userId), eq(memberships.workspaceId, opts.workspaceId)));
  if (!member) throw new AppError('not_found', MSG.workspaceNotFound);
  await setSessionWorkspace(db, opts.sessionToken, opts.workspaceId);
}
