-- Maintenance windows (issue 27, docs/decisions/026-maintenance-windows.md). A window is kept as
-- written (first start and end, its zone, an optional RFC 5545 RRULE) and expanded once, when it
-- is saved, into its occurrences: every reader (the alert gate, the fold, uptime, the list's
-- "Maintenance" flag) asks "is this property in maintenance at that instant" with an index probe,
-- never by expanding a rule.
CREATE TABLE "maintenance_windows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maintenance_windows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"description" text,
	"all_properties" boolean NOT NULL DEFAULT false,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"rrule" text,
	"cancelled_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "maintenance_windows_workspace_idx" ON "maintenance_windows" ("workspace_id", "starts_at");
--> statement-breakpoint
CREATE TABLE "maintenance_window_properties" (
	"window_id" integer NOT NULL REFERENCES "maintenance_windows"("id") ON DELETE cascade,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE cascade,
	CONSTRAINT "maintenance_window_properties_pk" PRIMARY KEY ("window_id", "property_id")
);
--> statement-breakpoint
CREATE INDEX "maintenance_window_properties_property_idx" ON "maintenance_window_properties" ("property_id");
--> statement-breakpoint
-- One row per occurrence; an occurrence ended early has its end moved to that moment. A cancelled
-- window loses the occurrences that had not started (those that happened stay: they were real).
-- end_handled: the end's "still down" alerts were raised (or were not due).
CREATE TABLE "maintenance_occurrences" (
	"window_id" integer NOT NULL REFERENCES "maintenance_windows"("id") ON DELETE cascade,
	"workspace_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_early" boolean NOT NULL DEFAULT false,
	"end_handled" boolean NOT NULL DEFAULT false,
	CONSTRAINT "maintenance_occurrences_pk" PRIMARY KEY ("window_id", "starts_at")
);
--> statement-breakpoint
CREATE INDEX "maintenance_occurrences_workspace_idx" ON "maintenance_occurrences" ("workspace_id", "ends_at");
--> statement-breakpoint
CREATE INDEX "maintenance_occurrences_unhandled_idx" ON "maintenance_occurrences" ("ends_at") WHERE NOT "end_handled";
--> statement-breakpoint
-- "in maintenance at this instant" and "overlapping this range", whatever the workspace: a GiST
-- probe however many occurrences lie ahead or behind (a daily window for years has hundreds).
CREATE INDEX "maintenance_occurrences_during_idx" ON "maintenance_occurrences" USING gist (tstzrange("starts_at", "ends_at"));
--> statement-breakpoint
-- Each property's maintenance time (`during`: the occurrence as a range, what the GiST index
-- serves once a condition on it is pushed into both branches): a window of all properties covers every property of its
-- workspace (those added later too); a chosen property only while it is in the window's workspace.
CREATE VIEW "maintenance_spans" AS
SELECT p.id AS property_id, o.window_id, o.starts_at, o.ends_at,
       tstzrange(o.starts_at, o.ends_at) AS during
  FROM maintenance_occurrences o
  JOIN maintenance_windows w ON w.id = o.window_id AND w.all_properties
  JOIN properties p ON p.workspace_id = o.workspace_id
UNION ALL
SELECT mp.property_id, o.window_id, o.starts_at, o.ends_at,
       tstzrange(o.starts_at, o.ends_at) AS during
  FROM maintenance_occurrences o
  JOIN maintenance_windows w ON w.id = o.window_id AND NOT w.all_properties
  JOIN maintenance_window_properties mp ON mp.window_id = o.window_id
  JOIN properties p ON p.id = mp.property_id AND p.workspace_id = o.workspace_id;
--> statement-breakpoint
CREATE OR REPLACE VIEW check_rollups_hourly AS
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour FROM check_hours
UNION ALL
SELECT property_id, count(*)::int AS checks, count(*) FILTER (WHERE outcome = 'up')::int AS ups,
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms), 0)::real AS rtt_sum,
       min(rtt_ms) AS rtt_min, max(rtt_ms) AS rtt_max,
       ARRAY[count(*) FILTER (WHERE b = 1)::int, count(*) FILTER (WHERE b = 2)::int, count(*) FILTER (WHERE b = 3)::int, count(*) FILTER (WHERE b = 4)::int, count(*) FILTER (WHERE b = 5)::int, count(*) FILTER (WHERE b = 6)::int, count(*) FILTER (WHERE b = 7)::int, count(*) FILTER (WHERE b = 8)::int, count(*) FILTER (WHERE b = 9)::int, count(*) FILTER (WHERE b = 10)::int, count(*) FILTER (WHERE b = 11)::int, count(*) FILTER (WHERE b = 12)::int, count(*) FILTER (WHERE b = 13)::int, count(*) FILTER (WHERE b = 14)::int, count(*) FILTER (WHERE b = 15)::int, count(*) FILTER (WHERE b = 16)::int] AS rtt_hist, date_trunc('hour', checked_at, 'UTC') AS hour
  FROM (SELECT property_id, checked_at, outcome, rtt_ms,
               CASE WHEN outcome = 'up' AND rtt_ms IS NOT NULL THEN check_rtt_bucket(rtt_ms) END AS b
          FROM check_results c
         -- checks during planned maintenance stay stored but count in no figure (decision 026)
         WHERE NOT EXISTS (SELECT 1 FROM maintenance_spans s
                            WHERE s.property_id = c.property_id
                              AND s.during @> c.checked_at)) r
 GROUP BY property_id, date_trunc('hour', checked_at, 'UTC');
--> statement-breakpoint
CREATE OR REPLACE VIEW check_rollups_daily AS
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, day FROM check_days
UNION ALL
SELECT property_id, count(*)::int AS checks, count(*) FILTER (WHERE outcome = 'up')::int AS ups,
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms), 0)::real AS rtt_sum,
       min(rtt_ms) AS rtt_min, max(rtt_ms) AS rtt_max,
       ARRAY[count(*) FILTER (WHERE b = 1)::int, count(*) FILTER (WHERE b = 2)::int, count(*) FILTER (WHERE b = 3)::int, count(*) FILTER (WHERE b = 4)::int, count(*) FILTER (WHERE b = 5)::int, count(*) FILTER (WHERE b = 6)::int, count(*) FILTER (WHERE b = 7)::int, count(*) FILTER (WHERE b = 8)::int, count(*) FILTER (WHERE b = 9)::int, count(*) FILTER (WHERE b = 10)::int, count(*) FILTER (WHERE b = 11)::int, count(*) FILTER (WHERE b = 12)::int, count(*) FILTER (WHERE b = 13)::int, count(*) FILTER (WHERE b = 14)::int, count(*) FILTER (WHERE b = 15)::int, count(*) FILTER (WHERE b = 16)::int] AS rtt_hist, (checked_at AT TIME ZONE 'UTC')::date AS day
  FROM (SELECT property_id, checked_at, outcome, rtt_ms,
               CASE WHEN outcome = 'up' AND rtt_ms IS NOT NULL THEN check_rtt_bucket(rtt_ms) END AS b
          FROM check_results c
         -- checks during planned maintenance stay stored but count in no figure (decision 026)
         WHERE NOT EXISTS (SELECT 1 FROM maintenance_spans s
                            WHERE s.property_id = c.property_id
                              AND s.during @> c.checked_at)) r
 GROUP BY property_id, (checked_at AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
-- A window saved, ended or cancelled changes the workspace's list ("Maintenance") and figures.
CREATE TRIGGER maintenance_windows_changed AFTER INSERT OR UPDATE ON maintenance_windows
  FOR EACH ROW EXECUTE FUNCTION pm_announce_workspace_change('stats');
