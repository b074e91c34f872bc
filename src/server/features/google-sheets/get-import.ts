import { and, eq, getTableColumns } from 'drizzle-orm';
import type { ImportJob } from '../../../contracts/imports.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toImportJob } from './import-state.js';

/** One import of the caller's workspace (another workspace's id is simply not found). */
export async function getImport(db: Db, workspaceId: string, id: string): Promise<ImportJob> {
  // Without the stored rows: the page polls twice a second, and 10,000 rows are 1.5 MB of JSON.
  const { rows: _rows, ...columns } = getTableColumns(propertyImports);
  const [row] = await db
    .select(columns)
    .from(propertyImports)
    .where(and(eq(propertyImports.id, id), eq(propertyImports.workspaceId, workspaceId)));
  if (!row) throw notFound('Import not found');
  return toImportJob({ ...row, rows: null });
}

export async function findImport(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(propertyImports)
    .where(and(eq(propertyImports.id, id), eq(propertyImports.workspaceId, workspaceId)));
  if (!row) throw notFound('Import not found');
  return row;
}
