// "Check now" for one property: due at once; the scheduler checks it on its next tick.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

export async function requestCheck(
  db: Db,
  opts: { workspaceId: string; id: number },
): Promise<{ id: number }> {
  const [row] = await db
    .update(properties)
    .set({ nextCheckAt: sql`now()` })
    .where(and(eq(properties.id, opts.id), eq(properties.workspaceId, opts.workspaceId)))
    .returning({ id: properties.id });
  if (!row) throw notFound('Property not found');
  return row;
}
