// The Integration Status of a linked sheet: what its last sync did, in counts and words.
import { eq } from 'drizzle-orm';
import type { ImportRowError } from '../../../contracts/google-sheets.js';
import type { Db } from '../../db/client.js';
import type { PreviewState, ResultState } from './import-state.js';
import { googleSheetLinks } from '../../db/schema/index.js';

export type SyncOutcome = {
  result: 'success' | 'failed' | 'needs_review';
  message: string | null;
  counts?: { imported: number; updated: number; unchanged: number; refused: number };
  errors?: ImportRowError[];
};

export async function recordSync(db: Db, workspaceId: string, o: SyncOutcome): Promise<void> {
  await db
    .update(googleSheetLinks)
    .set({
      lastSyncAt: new Date(),
      lastResult: o.result,
      lastMessage: o.message,
      lastCounts: o.counts ?? null,
      lastErrors: (o.errors ?? []).slice(0, 100),
    })
    .where(eq(googleSheetLinks.workspaceId, workspaceId));
}

/** A committed sheet import, as the status shows it. */
export const syncSuccess = (r: ResultState, p: PreviewState): SyncOutcome => ({
  result: 'success',
  message: null,
  counts: {
    imported: r.importedCount,
    updated: r.updatedCount,
    unchanged: r.unchangedCount,
    refused: p.counts.refused,
  },
  errors: p.errors,
});
