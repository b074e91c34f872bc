-- The rollup views sum the raw round-trip times in float8 and round once to real, as the fold now
-- does (fold-check-results.ts): summed as real, the total depended on the order the rows were
-- added in, so a fold whose plan read them in another order than the view changed the figure in
-- its last digits (fold-check-results.test.ts "figures stay the same"). Float8 holds the sum of
-- any realistic number of real round-trip times exactly, in any order.
CREATE OR REPLACE VIEW check_rollups_hourly AS
SELECT property_id, checks, ups, timeouts, rtt_sum, rtt_min, rtt_max, rtt_hist, hour FROM check_hours
UNION ALL
SELECT property_id, count(*)::int AS checks, count(*) FILTER (WHERE outcome = 'up')::int AS ups,
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms::float8), 0)::real AS rtt_sum,
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
       count(*) FILTER (WHERE outcome = 'timeout')::int AS timeouts, coalesce(sum(rtt_ms::float8), 0)::real AS rtt_sum,
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
