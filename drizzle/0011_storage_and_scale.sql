-- Decision 014: raw results are folded every few minutes into check_hours/check_days and
-- packed 8 bytes a check into check_results_packed; readers use the views below, which add
-- the results not folded yet. The histogram buckets must match RTT_BUCKETS_MS
-- (src/server/monitoring/rtt-histogram.ts; checked by storage-sql.test.ts).
CREATE FUNCTION check_rtt_bucket(ms real) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN ms <= 0.1::real THEN 1 WHEN ms <= 0.25::real THEN 2 WHEN ms <= 0.5::real THEN 3
              WHEN ms <= 1 THEN 4 WHEN ms <= 2 THEN 5 WHEN ms <= 5 THEN 6 WHEN ms <= 10 THEN 7
              WHEN ms <= 20 THEN 8 WHEN ms <= 50 THEN 9 WHEN ms <= 100 THEN 10 WHEN ms <= 200 THEN 11
              WHEN ms <= 500 THEN 12 WHEN ms <= 1000 THEN 13 WHEN ms <= 2000 THEN 14
              WHEN ms <= 5000 THEN 15 ELSE 16 END
$$;
--> statement-breakpoint
CREATE FUNCTION check_hist_add(a int[], b int[]) RETURNS int[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN a IS NULL THEN b WHEN b IS NULL THEN a ELSE
    (SELECT array_agg(coalesce(x, 0) + coalesce(y, 0) ORDER BY n) FROM unnest(a, b) WITH ORDINALITY AS h(x, y, n)) END
$$;
--> statement-breakpoint
-- One packed check: int4 (outcome code << 28 | ms since the packed row's start), int4 round-trip µs or -1.
CREATE FUNCTION check_packed_entry(outcome text, checked_at timestamptz, rtt_ms real, start timestamptz) RETURNS bytea
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT int4send((array_position(ARRAY['up', 'timeout', 'unreachable'], outcome) << 28)
                  | round(extract(epoch FROM checked_at - start) * 1000)::int)
      || int4send(coalesce(round(rtt_ms::float8 * 1000)::int, -1))
$$;
--> statement-breakpoint
CREATE TABLE "check_days" (
	"property_id" integer NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"ups" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"rtt_sum" real DEFAULT 0 NOT NULL,
	"rtt_min" real,
	"rtt_max" real,
	"rtt_hist" integer[],
	"day" date NOT NULL,
	CONSTRAINT "check_days_property_id_day_pk" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "check_hours" (
	"property_id" integer NOT NULL,
	"checks" integer DEFAULT 0 NOT NULL,
	"ups" integer DEFAULT 0 NOT NULL,
	"timeouts" integer DEFAULT 0 NOT NULL,
	"rtt_sum" real DEFAULT 0 NOT NULL,
	"rtt_min" real,
	"rtt_max" real,
	"rtt_hist" integer[],
	"hour" timestamp with time zone NOT NULL,
	CONSTRAINT "check_hours_property_id_hour_pk" PRIMARY KEY("property_id","hour")
);
--> statement-breakpoint
CREATE TABLE "check_results_packed" (
	"start" timestamp with time zone NOT NULL,
	"property_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_days" ADD CONSTRAINT "check_days_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_hours" ADD CONSTRAINT "check_hours_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_results_packed" ADD CONSTRAINT "check_results_packed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_hours_hour_idx" ON "check_hours" USING btree ("hour");--> statement-breakpoint
CREATE INDEX "check_results_packed_property_idx" ON "check_results_packed" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "check_results_packed_start_brin" ON "check_results_packed" USING brin ("start");
--> statement-breakpoint
-- Data migration: the old rollups already counted every raw row, so the rollups move as they
-- are and the raw rows are packed without being folded again.
INSERT INTO check_hours (property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour)
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour FROM check_rollups_hourly;
--> statement-breakpoint
INSERT INTO check_days (property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, day)
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, day FROM check_rollups_daily;
--> statement-breakpoint
INSERT INTO check_results_packed (start, property_id, n, data)
SELECT start, property_id, count(*),
       string_agg(check_packed_entry(outcome, checked_at, rtt_ms, start), ''::bytea ORDER BY checked_at)
  FROM (SELECT *, min(checked_at) OVER (PARTITION BY property_id, (checked_at AT TIME ZONE 'UTC')::date) AS start
          FROM check_results) r
 GROUP BY property_id, start;
--> statement-breakpoint
TRUNCATE check_results;
--> statement-breakpoint
DROP TABLE "check_rollups_daily" CASCADE;
--> statement-breakpoint
DROP TABLE "check_rollups_hourly" CASCADE;
--> statement-breakpoint
ALTER TABLE "check_results" DROP CONSTRAINT "check_results_pkey";
--> statement-breakpoint
DROP INDEX "check_results_time_idx";
--> statement-breakpoint
DROP INDEX "properties_due_idx";
--> statement-breakpoint
-- Room on each page for the HOT updates of a check (claim, result): decision 014.
ALTER TABLE "properties" SET (fillfactor = 50);
--> statement-breakpoint
CREATE VIEW check_rollups_hourly AS
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour FROM check_hours
UNION ALL
SELECT property_id, count(*)::int AS checks, count(*) FILTER (WHERE outcome = 'up')::int AS ups,
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms), 0)::real AS rtt_sum,
       min(rtt_ms) AS rtt_min, max(rtt_ms) AS rtt_max,
       ARRAY[count(*) FILTER (WHERE b = 1)::int, count(*) FILTER (WHERE b = 2)::int, count(*) FILTER (WHERE b = 3)::int, count(*) FILTER (WHERE b = 4)::int, count(*) FILTER (WHERE b = 5)::int, count(*) FILTER (WHERE b = 6)::int, count(*) FILTER (WHERE b = 7)::int, count(*) FILTER (WHERE b = 8)::int, count(*) FILTER (WHERE b = 9)::int, count(*) FILTER (WHERE b = 10)::int, count(*) FILTER (WHERE b = 11)::int, count(*) FILTER (WHERE b = 12)::int, count(*) FILTER (WHERE b = 13)::int, count(*) FILTER (WHERE b = 14)::int, count(*) FILTER (WHERE b = 15)::int, count(*) FILTER (WHERE b = 16)::int] AS rtt_hist, date_trunc('hour', checked_at, 'UTC') AS hour
  FROM (SELECT property_id, checked_at, outcome, rtt_ms,
               CASE WHEN outcome = 'up' AND rtt_ms IS NOT NULL THEN check_rtt_bucket(rtt_ms) END AS b
          FROM check_results) r
 GROUP BY property_id, date_trunc('hour', checked_at, 'UTC');
--> statement-breakpoint
CREATE VIEW check_rollups_daily AS
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, day FROM check_days
UNION ALL
SELECT property_id, count(*)::int AS checks, count(*) FILTER (WHERE outcome = 'up')::int AS ups,
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms), 0)::real AS rtt_sum,
       min(rtt_ms) AS rtt_min, max(rtt_ms) AS rtt_max,
       ARRAY[count(*) FILTER (WHERE b = 1)::int, count(*) FILTER (WHERE b = 2)::int, count(*) FILTER (WHERE b = 3)::int, count(*) FILTER (WHERE b = 4)::int, count(*) FILTER (WHERE b = 5)::int, count(*) FILTER (WHERE b = 6)::int, count(*) FILTER (WHERE b = 7)::int, count(*) FILTER (WHERE b = 8)::int, count(*) FILTER (WHERE b = 9)::int, count(*) FILTER (WHERE b = 10)::int, count(*) FILTER (WHERE b = 11)::int, count(*) FILTER (WHERE b = 12)::int, count(*) FILTER (WHERE b = 13)::int, count(*) FILTER (WHERE b = 14)::int, count(*) FILTER (WHERE b = 15)::int, count(*) FILTER (WHERE b = 16)::int] AS rtt_hist, (checked_at AT TIME ZONE 'UTC')::date AS day
  FROM (SELECT property_id, checked_at, outcome, rtt_ms,
               CASE WHEN outcome = 'up' AND rtt_ms IS NOT NULL THEN check_rtt_bucket(rtt_ms) END AS b
          FROM check_results) r
 GROUP BY property_id, (checked_at AT TIME ZONE 'UTC')::date;
--> statement-breakpoint
-- Rows written to the view (seeding, imports) are added to the folded hours.
CREATE FUNCTION check_rollups_hourly_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO check_hours (property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour)
  VALUES (NEW.property_id, coalesce(NEW.checks, 0), coalesce(NEW.ups, 0), coalesce(NEW.timeouts, 0),
          coalesce(NEW.rtt_sum, 0), NEW.rtt_min, NEW.rtt_max, NEW.rtt_hist, NEW.hour)
  ON CONFLICT (property_id, hour) DO UPDATE SET
    checks = check_hours.checks + EXCLUDED.checks, ups = check_hours.ups + EXCLUDED.ups,
    timeouts = check_hours.timeouts + EXCLUDED.timeouts, rtt_sum = check_hours.rtt_sum + EXCLUDED.rtt_sum,
    rtt_min = least(check_hours.rtt_min, EXCLUDED.rtt_min), rtt_max = greatest(check_hours.rtt_max, EXCLUDED.rtt_max),
    rtt_hist = check_hist_add(check_hours.rtt_hist, EXCLUDED.rtt_hist);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER check_rollups_hourly_insert INSTEAD OF INSERT ON check_rollups_hourly FOR EACH ROW EXECUTE FUNCTION check_rollups_hourly_insert();
--> statement-breakpoint
-- Rows written to the view (seeding, imports) are added to the folded days.
CREATE FUNCTION check_rollups_daily_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO check_days (property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, day)
  VALUES (NEW.property_id, coalesce(NEW.checks, 0), coalesce(NEW.ups, 0), coalesce(NEW.timeouts, 0),
          coalesce(NEW.rtt_sum, 0), NEW.rtt_min, NEW.rtt_max, NEW.rtt_hist, NEW.day)
  ON CONFLICT (property_id, day) DO UPDATE SET
    checks = check_days.checks + EXCLUDED.checks, ups = check_days.ups + EXCLUDED.ups,
    timeouts = check_days.timeouts + EXCLUDED.timeouts, rtt_sum = check_days.rtt_sum + EXCLUDED.rtt_sum,
    rtt_min = least(check_days.rtt_min, EXCLUDED.rtt_min), rtt_max = greatest(check_days.rtt_max, EXCLUDED.rtt_max),
    rtt_hist = check_hist_add(check_days.rtt_hist, EXCLUDED.rtt_hist);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER check_rollups_daily_insert INSTEAD OF INSERT ON check_rollups_daily FOR EACH ROW EXECUTE FUNCTION check_rollups_daily_insert();
--> statement-breakpoint
-- Every raw result of a property in [from, to): the packed ones and those not folded yet.
CREATE FUNCTION check_results_unpacked(p_property int, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (property_id int, checked_at timestamptz, outcome text, rtt_ms real)
LANGUAGE sql STABLE AS $$
  SELECT * FROM (
    SELECT c.property_id AS pid, c.start + make_interval(secs => (w1 & 268435455) / 1000.0) AS at,
           (ARRAY['up', 'timeout', 'unreachable'])[w1 >> 28] AS o,
           CASE WHEN w2 < 0 THEN NULL ELSE (w2 / 1000.0)::real END AS rtt
      FROM check_results_packed c
      CROSS JOIN LATERAL generate_series(0, c.n - 1) AS i
      CROSS JOIN LATERAL (SELECT ('x' || encode(substr(c.data, i * 8 + 1, 4), 'hex'))::bit(32)::int AS w1,
                                 ('x' || encode(substr(c.data, i * 8 + 5, 4), 'hex'))::bit(32)::int AS w2) v
     WHERE c.property_id = p_property AND c.start >= p_from - interval '1 day' AND c.start < p_to
    UNION ALL
    SELECT r.property_id, r.checked_at, r.outcome, r.rtt_ms FROM check_results r
     WHERE r.property_id = p_property
  ) u WHERE u.at >= p_from AND u.at < p_to ORDER BY u.at
$$;
