// The stored shape of an import's preview and result, and the answer built from its row.
import {
  IMPORT_MSG,
  type ActionCounts,
  type ImportJob,
  type ImportPreviewRow,
  type ImportRowError,
} from '../../../contracts/google-sheets.js';
import type { propertyImports } from '../../db/schema/index.js';
import type { Fingerprint } from './properties-fingerprint.js';

export type PreviewState = {
  counts: ActionCounts;
  rows: ImportPreviewRow[];
  errors: ImportRowError[];
  limit: ImportJob['limit'];
  canCommit: boolean;
  /** how the rows were matched, so the commit plans them the same way (absent: full addresses) */
  seesIps?: boolean;
  /** the workspace's properties as planned against (properties-fingerprint.ts) */
  fingerprint?: Fingerprint;
};
export type ResultState = { importedCount: number; updatedCount: number; unchangedCount: number };
type ImportRow = typeof propertyImports.$inferSelect;

/** Reading or writing that has not moved for this long died with its process. */
const STALE_MS = 10 * 60_000;
/** Errors listed in an answer; the counts give the rest. */
export const MAX_LISTED_ERRORS = 1000;

const NO_COUNTS: ActionCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };

export function toImportJob(row: ImportRow, now = Date.now()): ImportJob {
  const preview = row.preview as PreviewState | null;
  const result = row.result as ResultState | null;
  const working = row.status === 'parsing' || row.status === 'committing';
  const stale = working && now - row.updatedAt.getTime() > STALE_MS;
  return {
    id: row.id,
    source: row.source,
    fileName: row.fileName,
    status: stale ? 'failed' : row.status,
    progress: { phase: row.phase, done: row.done, total: row.total },
    counts: preview?.counts ?? NO_COUNTS,
    rows: preview?.rows ?? [],
    errors: preview?.errors ?? [],
    limit: preview?.limit ?? null,
    canCommit: !stale && row.status === 'preview' && (preview?.canCommit ?? false),
    queuePosition: null,
    message: stale ? IMPORT_MSG.interrupted : row.message,
    importedCount: result?.importedCount ?? 0,
    updatedCount: result?.updatedCount ?? 0,
    unchangedCount: result?.unchangedCount ?? 0,
    createdAt: row.createdAt.toISOString(),
  };
}
