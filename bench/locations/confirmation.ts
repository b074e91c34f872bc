// Time from the first failed packet to a confirmed offline (issue 28's benchmark): needs the
// 2-of-N confirmation, which this build does not have yet. The bench calls this with what it
// knows; once confirmation lands, measure here (cut one target for every location, e.g. with a
// MONITOR_DENY-free unreachable loopback port or a jammed listener, note when its first check
// failed and when properties.status_changed_at moved to offline) and return the percentiles.
import type pg from 'pg';

export type ConfirmationFigures =
  | { measured: true; p50Ms: number; p99Ms: number; samples: number }
  | { measured: false; reason: string };

export async function timeToConfirmedOffline(pool: pg.Pool): Promise<ConfirmationFigures> {
  // the seam of the other session's work: a workspace setting that asks for 2 locations
  const { rows } = await pool.query<{ exists: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                     WHERE table_name = 'workspaces' AND column_name LIKE 'confirm%') AS exists`,
  );
  if (!rows[0]?.exists) return { measured: false, reason: 'confirmation not in this build' };
  return { measured: false, reason: 'confirmation found, its measurement not written yet' };
}
