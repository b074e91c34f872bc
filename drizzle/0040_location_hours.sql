-- Issue 28, the detail page's history split by location (decision 029, "History per location").
-- Per property, agent location and hour: checks (refused ones left out), failures, and the
-- response time's sum and count. Upserted in the statement that stores an agent's batch of
-- results; the primary's own history is the property's rollups (check_hours). Eight days kept.
CREATE TABLE IF NOT EXISTS location_hours (
  property_id integer NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
  location_id text NOT NULL REFERENCES monitoring_locations (id) ON DELETE CASCADE,
  hour timestamptz NOT NULL,
  checks integer NOT NULL DEFAULT 0,
  failures integer NOT NULL DEFAULT 0,
  rtt_sum double precision NOT NULL DEFAULT 0,
  rtt_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (property_id, location_id, hour)
) WITH (fillfactor = 50);
--> statement-breakpoint
-- the hourly prune deletes by hour
CREATE INDEX IF NOT EXISTS location_hours_hour_idx ON location_hours (hour);
