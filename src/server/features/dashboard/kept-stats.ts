// The dashboard figures of a workspace, kept by this process: the cards are re-read by every open
// dashboard after every live event, and computing them takes several queries. A kept answer is
// dropped when something it counts changes (a property added, deleted or moved, a status change,
// an alert raised, read or pruned: in this process at once, elsewhere through NOTIFY and the
// worker's status/alert events) and after STATS_CACHE_MS in any case, which bounds the figures
// that move with every check (response times, 24 h uptime, last scan).
import type { ChangeSignals } from '../../db/change-signals.js';
import type { Db } from '../../db/client.js';
import { builtAnswer, type CachedAnswer } from '../../data/answer-cache.js';
import { createSignalCache } from '../../data/signal-cache.js';
import { dashboardStats } from './dashboard-stats.js';

export const STATS_CACHE_MS = 5_000;

export function createKeptStats(db: Db, signals: ChangeSignals) {
  const cache = createSignalCache<CachedAnswer>(signals, 'stats', {
    ttlMs: STATS_CACHE_MS,
    max: 10_000,
  });
  // requests arriving while the figures are being computed share that computation
  const computing = new Map<string, Promise<CachedAnswer>>();

  return (workspaceId: string): Promise<CachedAnswer> => {
    const kept = cache.get(workspaceId);
    if (kept) return Promise.resolve(kept);
    const stamp = cache.stamp(workspaceId);
    const key = `${workspaceId}:${stamp}`;
    let pending = computing.get(key);
    if (!pending) {
      pending = (async () => {
        try {
          const answer = builtAnswer(JSON.stringify(await dashboardStats(db, workspaceId)));
          cache.set(workspaceId, answer, stamp, workspaceId);
          return answer;
        } finally {
          computing.delete(key);
        }
      })();
      computing.set(key, pending);
    }
    return pending;
  };
}
