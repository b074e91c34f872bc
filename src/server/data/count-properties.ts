// The one count of a workspace's properties: the limit checks, the limits route, the billing
// page, plan changes, the list's total, "check all" and the support chat all read it.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { properties } from '../db/schema/index.js';

export async function countProperties(
  db: Pick<Db, 'select'>,
  workspaceId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(properties)
    .where(eq(properties.workspaceId, workspaceId));
  return row?.n ?? 0;
}
