// What a group's body refers to must be of the caller's workspace (another workspace's property
// or group is indistinguishable from none), and its name free there.
import { and, eq, ne, sql } from 'drizzle-orm';
import { GROUP_MSG } from '../../../contracts/groups.js';
import type { DbOrTx } from '../../db/client.js';
import { properties, propertyGroups } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';

export type GroupInput = {
  name: string;
  upstreamPropertyId?: number | null;
  parentGroupId?: number | null;
};

export async function assertGroupRefs(
  db: DbOrTx,
  workspaceId: string,
  input: GroupInput,
  exceptGroupId?: number,
): Promise<void> {
  if (input.upstreamPropertyId) {
    const [p] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(eq(properties.id, input.upstreamPropertyId), eq(properties.workspaceId, workspaceId)),
      );
    if (!p) throw badRequest(GROUP_MSG.upstreamNotFound);
  }
  if (input.parentGroupId) {
    if (input.parentGroupId === exceptGroupId) throw badRequest(GROUP_MSG.cycle);
    const [g] = await db
      .select({ id: propertyGroups.id })
      .from(propertyGroups)
      .where(
        and(
          eq(propertyGroups.id, input.parentGroupId),
          eq(propertyGroups.workspaceId, workspaceId),
        ),
      );
    if (!g) throw badRequest(GROUP_MSG.parentNotFound);
  }
  const [clash] = await db
    .select({ id: propertyGroups.id })
    .from(propertyGroups)
    .where(
      and(
        eq(propertyGroups.workspaceId, workspaceId),
        sql`lower(${propertyGroups.name}) = lower(${input.name})`,
        exceptGroupId === undefined ? undefined : ne(propertyGroups.id, exceptGroupId),
      ),
    );
  if (clash) throw new AppError('conflict', GROUP_MSG.nameTaken);
}

/** The unique index refused the name: taken in the meantime. */
export function nameConflict(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  return code === '23505' ? new AppError('conflict', GROUP_MSG.nameTaken) : null;
}
