-- Decision 036: the rollups' foreign keys to properties (check_hours, check_days and the packed
-- history) were checked for every row the fold writes, three per property and fold, each with a
-- KEY SHARE lock on the wide properties row; in the fold's plan at 1,000,000 properties they were
-- about a quarter of a slice. Their ON DELETE CASCADE is kept by the statement trigger that
-- already deletes the raw results (one DELETE per table and statement, through the property
-- indexes), and the fold's rows of a property deleted while it ran are kept out by a lock: a
-- statement deleting properties first takes the fold's lock (the uptime counters', exclusive;
-- each fold slice holds it shared), so it waits for a slice in flight to commit and then deletes
-- what that slice wrote, and a slice starting meanwhile waits and then no longer sees the
-- property (the fold's `kept` step).
ALTER TABLE "check_hours" DROP CONSTRAINT "check_hours_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "check_days" DROP CONSTRAINT "check_days_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "check_results_packed" DROP CONSTRAINT "check_results_packed_property_id_properties_id_fk";
--> statement-breakpoint
CREATE FUNCTION "properties_delete_waits_for_fold"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- the key of lockUptimeCounters (reporting/uptime-counters.ts)
  PERFORM pg_advisory_xact_lock(36003, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "properties_delete_waits_for_fold" BEFORE DELETE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION "properties_delete_waits_for_fold"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "check_results_of_deleted_properties"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "check_hours" WHERE "property_id" IN (SELECT "id" FROM "gone");
  DELETE FROM "check_days" WHERE "property_id" IN (SELECT "id" FROM "gone");
  DELETE FROM "check_results_packed" WHERE "property_id" IN (SELECT "id" FROM "gone");
  DELETE FROM "check_results" WHERE "property_id" IN (SELECT "id" FROM "gone");
  RETURN NULL;
END $$;
