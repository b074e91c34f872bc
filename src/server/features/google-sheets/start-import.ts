// Starts an import: the row that the page polls, then reading and preview in the background.
import { and, eq, lt } from 'drizzle-orm';
import type { ImportJob } from '../../../contracts/imports.js';
import type { PlanId } from '../../../contracts/plans.js';
import type { Db } from '../../db/client.js';
import { propertyImports } from '../../db/schema/index.js';
import type { TargetPolicy } from '../../monitoring/target-policy.js';
import type { TaskSet } from './background-tasks.js';
import { buildPreview } from './build-preview.js';
import { toImportJob } from './import-state.js';
import type { GridRow } from './read-spreadsheet.js';

/** Previews nobody confirmed are dropped after a day. */
const KEEP_MS = 24 * 3_600_000;

export type StartImportInput = {
  workspace: { id: string; plan: PlanId };
  userId: string | null;
  source: 'upload' | 'sheet';
  fileName: string;
  policy: TargetPolicy;
  read: () => Promise<GridRow[]>;
};

export async function startImport(
  db: Db,
  tasks: TaskSet,
  input: StartImportInput,
): Promise<ImportJob> {
  await db
    .delete(propertyImports)
    .where(
      and(
        eq(propertyImports.workspaceId, input.workspace.id),
        lt(propertyImports.createdAt, new Date(Date.now() - KEEP_MS)),
      ),
    );
  const [row] = await db
    .insert(propertyImports)
    .values({
      workspaceId: input.workspace.id,
      createdBy: input.userId,
      source: input.source,
      fileName: input.fileName,
      status: 'parsing',
    })
    .returning();
  if (!row) throw new Error('import insert returned nothing');
  tasks.run(() =>
    buildPreview(db, {
      importId: row.id,
      workspace: input.workspace,
      policy: input.policy,
      read: input.read,
    }),
  );
  return toImportJob(row);
}
