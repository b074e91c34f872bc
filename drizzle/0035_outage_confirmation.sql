-- Issue 28, confirmation (docs/decisions/029-location-agents.md, "Confirmation"): a workspace
-- chooses whether an outage is confirmed from 1 location (today's behaviour) or from 2.
ALTER TABLE workspaces ADD COLUMN IF NOT EXISTS outage_confirm_locations smallint NOT NULL DEFAULT 1
  CHECK (outage_confirm_locations IN (1, 2));
--> statement-breakpoint
-- An agent location's own streak of failed checks per property, as the primary keeps it in
-- property_schedule: the first location to pass the threshold asks the others.
ALTER TABLE location_checks ADD COLUMN IF NOT EXISTS consecutive_failures integer NOT NULL DEFAULT 0;
--> statement-breakpoint
-- A pending confirmation: one location saw the property pass its threshold (or come back) and
-- asked the others at once. It lapses at expires_at (one interval) unless a second one agrees.
CREATE TABLE IF NOT EXISTS outage_confirmations (
  property_id integer PRIMARY KEY REFERENCES properties (id) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('offline', 'online')),
  first_location text NOT NULL REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  asked_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- a second location agreed while the primary held the property's lease: the primary applies it
  agreed_at timestamptz
);
--> statement-breakpoint
-- An agent's results are weighed only while some workspace confirms from 2: one probe of this.
CREATE INDEX IF NOT EXISTS workspaces_confirm_from_two_idx ON workspaces (id) WHERE outage_confirm_locations = 2;
