-- Issue 28, locations and agents (docs/decisions/029-location-agents.md). A location other than
-- the install's own worker is an agent: a process elsewhere that pulls its checks over HTTP with
-- a token. Only the token's SHA-256 is kept; pausing stops its work, revoking refuses the token.
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS region text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS token_hash text;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS monitoring_locations_token_hash_idx ON monitoring_locations (token_hash);
--> statement-breakpoint
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS paused_at timestamptz;
--> statement-breakpoint
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS revoked_at timestamptz;
--> statement-breakpoint
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS last_seen_at timestamptz;
--> statement-breakpoint
ALTER TABLE monitoring_locations ADD COLUMN IF NOT EXISTS agent_version text;
--> statement-breakpoint
-- Each property's schedule and latest result at each agent location: the agent is sent the row's
-- own id (opaque: not the property's id), and its answer lands here, never in the property's own
-- status (confirmation from several locations is decided later, on these rows).
CREATE TABLE IF NOT EXISTS location_checks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  location_id text NOT NULL REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  property_id integer NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  next_check_at timestamptz NOT NULL DEFAULT now(),
  -- when the check last handed out was due, for the lag of its result
  due_at timestamptz,
  outcome text,
  rtt_ms real,
  checked_at timestamptz,
  -- the result reached the server after the agent had been cut off from it
  late boolean NOT NULL DEFAULT false,
  CONSTRAINT location_checks_location_property UNIQUE (location_id, property_id)
) WITH (fillfactor = 50);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS location_checks_due_idx ON location_checks (location_id, next_check_at);
--> statement-breakpoint
-- Per location and minute: what the Locations panel shows (checks per minute, share of failures,
-- lag p99 from a fixed histogram). One row per location and minute, an hour kept.
CREATE TABLE IF NOT EXISTS location_minutes (
  location_id text NOT NULL REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  minute timestamptz NOT NULL,
  checks integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  refused integer NOT NULL DEFAULT 0,
  late integer NOT NULL DEFAULT 0,
  dropped integer NOT NULL DEFAULT 0,
  lag_buckets integer[] NOT NULL,
  PRIMARY KEY (location_id, minute)
);
