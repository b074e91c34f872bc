-- Decision 036 item 2: the packed history (check_results_packed) partitioned by UTC day, so
-- retention drops a whole day's partition instead of deleting its rows one by one (and vacuuming
-- after them). A DEFAULT partition takes the rows of any day without a partition of its own (old
-- days, a restore, a fold that ran late); retention still deletes those rows the old way. The
-- worker creates the partitions of today and the next two days ahead (history-partitions.ts).
-- Foreign keys from partitioned tables (PostgreSQL 12 and later): deleting a property still
-- cascades to its packed history in every partition.
ALTER TABLE "check_results_packed" RENAME TO "check_results_packed_unpartitioned";
--> statement-breakpoint
ALTER INDEX "check_results_packed_property_idx" RENAME TO "check_results_packed_unpartitioned_property_idx";
--> statement-breakpoint
ALTER INDEX "check_results_packed_start_brin" RENAME TO "check_results_packed_unpartitioned_start_brin";
--> statement-breakpoint
CREATE TABLE "check_results_packed" (
	"start" timestamp with time zone NOT NULL,
	"property_id" integer NOT NULL,
	"n" smallint NOT NULL,
	"data" "bytea" NOT NULL
) PARTITION BY RANGE ("start");
--> statement-breakpoint
ALTER TABLE "check_results_packed" ADD CONSTRAINT "check_results_packed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "check_results_packed_property_idx" ON "check_results_packed" USING btree ("property_id");
--> statement-breakpoint
CREATE INDEX "check_results_packed_start_brin" ON "check_results_packed" USING brin ("start");
--> statement-breakpoint
CREATE TABLE "check_results_packed_default" PARTITION OF "check_results_packed" DEFAULT;
--> statement-breakpoint
-- One UTC day's partition, check_results_packed_YYYYMMDD, for [day, day + 1) UTC. Rows of that
-- day already in the DEFAULT partition move into it. Returns false when it exists already.
-- The parent is locked first (SHARE UPDATE EXCLUSIVE: writers and readers go on), then the
-- DEFAULT partition (briefly exclusive while its rows of the day move and the new one attaches).
CREATE FUNCTION check_results_packed_add_day(p_day date) RETURNS boolean
LANGUAGE plpgsql AS $$
DECLARE
  part text := 'check_results_packed_' || to_char(p_day, 'YYYYMMDD');
  lo timestamptz := p_day::timestamp AT TIME ZONE 'UTC';
  hi timestamptz := (p_day + 1)::timestamp AT TIME ZONE 'UTC';
BEGIN
  IF to_regclass(format('%I', part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  LOCK TABLE check_results_packed IN SHARE UPDATE EXCLUSIVE MODE;
  -- that lock conflicts with itself: another worker making the same day went first
  IF to_regclass(format('%I', part)) IS NOT NULL THEN
    RETURN false;
  END IF;
  LOCK TABLE check_results_packed_default IN ACCESS EXCLUSIVE MODE;
  EXECUTE format('CREATE TABLE %I (LIKE check_results_packed)', part);
  EXECUTE format(
    'WITH moved AS (DELETE FROM check_results_packed_default WHERE start >= $1 AND start < $2
                    RETURNING start, property_id, n, data)
     INSERT INTO %I (start, property_id, n, data) SELECT * FROM moved', part)
    USING lo, hi;
  EXECUTE format('ALTER TABLE check_results_packed ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)',
                 part, lo, hi);
  RETURN true;
END $$;
--> statement-breakpoint
-- The existing rows: a partition for each day they hold and for today and the next two days,
-- then the rows themselves.
SELECT check_results_packed_add_day(d)
  FROM (SELECT DISTINCT (start AT TIME ZONE 'UTC')::date AS d FROM check_results_packed_unpartitioned
        UNION
        SELECT (now() AT TIME ZONE 'UTC')::date + i FROM generate_series(0, 2) AS i) days
 ORDER BY d;
--> statement-breakpoint
INSERT INTO check_results_packed (start, property_id, n, data)
SELECT start, property_id, n, data FROM check_results_packed_unpartitioned;
--> statement-breakpoint
DROP TABLE "check_results_packed_unpartitioned";
