// The fields an import matches and compares, for every property of one workspace.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties } from '../../db/schema/index.js';
import type { ExistingProperty } from './plan-import.js';

export function readWorkspaceProperties(
  db: Pick<Db, 'select'>,
  workspaceId: string,
): Promise<ExistingProperty[]> {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      address: properties.address,
      ipAddress: properties.ipAddress,
      type: properties.type,
      description: properties.description,
      groupId: properties.groupId,
    })
    .from(properties)
    .where(eq(properties.workspaceId, workspaceId));
}
