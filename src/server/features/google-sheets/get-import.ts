import { and, eq } from 'drizzle-orm';
import type { ImportJob } from '../../../contracts/google-sheets.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toImportJob } from './import-state.js';

/** One import of the caller's workspace (another workspace's id is simply not found). */
export async function getImport(db: Db, workspaceId: string, id: string): Promise<ImportJob> {
  return toImportJob(await findImport(db, workspaceId, id));
}

export async function findImport(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(propertyImports)
    .where(and(eq(propertyImports.id, id), eq(propertyImports.workspaceId, workspaceId)));
  if (!row) throw notFound('Import not found');
  return row;
}
