-- Issue 28, the monitor's own health (docs/decisions/027-location-guard.md): the places checks are
-- sent from. One row today, the install's own worker ("Primary"); agents add rows later. The row
-- is where every worker process decides together whether the location is degraded: the counters
-- of the last interval's outcomes (the share of all targets failing at once), the canaries' last
-- answer, and the degraded state itself, set by one compare-and-set so one owner alert is queued.
CREATE TABLE IF NOT EXISTS monitoring_locations (
  id text PRIMARY KEY,
  name text NOT NULL,
  -- the current window of outcomes and the one before it (a sliding window of one interval)
  window_started_at timestamptz NOT NULL DEFAULT now(),
  window_checks integer NOT NULL DEFAULT 0,
  window_failures integer NOT NULL DEFAULT 0,
  prev_checks integer NOT NULL DEFAULT 0,
  prev_failures integer NOT NULL DEFAULT 0,
  -- the canaries' last probe: how many were probed and how many did not answer
  canaries_checked_at timestamptz,
  canaries_total integer NOT NULL DEFAULT 0,
  canaries_failed integer NOT NULL DEFAULT 0,
  -- set while the location is degraded: since when, and the evidence in words
  degraded_since timestamptz,
  degraded_evidence text,
  -- the last recovery, for the owner's overview
  recovered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
INSERT INTO monitoring_locations (id, name) VALUES ('primary', 'Primary') ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
-- A failed check set aside while the location was degraded: the property keeps its last confirmed
-- state and shows "Not confirmed: monitoring location degraded" until its next counted check.
ALTER TABLE property_schedule ADD COLUMN IF NOT EXISTS unconfirmed_at timestamptz;
