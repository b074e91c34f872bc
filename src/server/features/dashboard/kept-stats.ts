// The dashboard figures of a workspace, kept by this process (data/kept-answers.ts): the cards are
// re-read by every open dashboard after every live event, and computing them takes several
// queries. A kept answer is dropped when something it counts changes (a property added, deleted,
// edited or moved, a status change, an alert raised, read or pruned: in this process at once,
// elsewhere through NOTIFY and the worker's status/alert events); what every check moves (response
// times, 24 h uptime, last scan) is bounded by STATS_CACHE_MS, and re-read in the background under
// load rather than by the readers.
import type { ChangeSignals } from '../../db/change-signals.js';
import type { Db } from '../../db/client.js';
import type { CachedAnswer } from '../../data/answer-cache.js';
import { createKeptAnswers } from '../../data/kept-answers.js';
import { dashboardStats } from './dashboard-stats.js';

export const STATS_CACHE_MS = 5_000;

export function createKeptStats(db: Db, signals: ChangeSignals) {
  // a few hundred bytes each: 4 MB holds the figures of ~10,000 workspaces
  const kept = createKeptAnswers(signals, 'stats', {
    ttlMs: STATS_CACHE_MS,
    maxBytes: 4 * 1024 * 1024,
  });
  return (workspaceId: string): Promise<CachedAnswer> =>
    kept.get(workspaceId, workspaceId, async () =>
      JSON.stringify(await dashboardStats(db, workspaceId)),
    );
}
