-- The schedule held in the workers' memory (decision 036, item 1). Property ids are hashed into a
-- fixed number of buckets (property_id % 64); a worker owns a bucket while its database session
-- holds the bucket's advisory lock, loads the bucket's rows once and claims exactly the ids its
-- in-memory index finds due. `schedule_buckets` lists the buckets (the advisory lock keys).
CREATE TABLE IF NOT EXISTS "schedule_buckets" (
  "bucket" integer PRIMARY KEY NOT NULL
);--> statement-breakpoint
INSERT INTO "schedule_buckets" ("bucket") SELECT generate_series(0, 63) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The change feed: every change a worker's index must see (a new property, a delete, a due time
-- set by someone other than the worker's own result write, an interval edit, a workspace paused or
-- unpaused). Workers read it by id past the last one seen, each tick, and reload what it names.
-- The worker's claim and result writes add nothing here (they are the index's own moves).
CREATE TABLE IF NOT EXISTS "schedule_changes" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
  "property_id" integer,
  "workspace_id" uuid,
  -- when the row was written (not its transaction's start): a reader passes a row for good only
  -- once every transaction running now began after it, since only those could still commit a
  -- lower id (a long import's rows commit with ids below later ones)
  "created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "schedule_changes_created_at_idx" ON "schedule_changes" USING btree ("created_at");--> statement-breakpoint
CREATE FUNCTION "schedule_changes_new_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "schedule_changes" ("property_id", "workspace_id")
  SELECT "property_id", "workspace_id" FROM changed_rows;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_changes_on_insert" AFTER INSERT ON "property_schedule"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_changes_new_rows"();--> statement-breakpoint
CREATE TRIGGER "schedule_changes_on_delete" AFTER DELETE ON "property_schedule"
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "schedule_changes_new_rows"();--> statement-breakpoint
CREATE FUNCTION "schedule_changes_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'property_schedule' THEN
    INSERT INTO "schedule_changes" ("property_id", "workspace_id") VALUES (NEW."property_id", NEW."workspace_id");
  ELSE
    INSERT INTO "schedule_changes" ("property_id", "workspace_id") VALUES (NEW."id", NEW."workspace_id");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A due time moved by anyone but a worker's result write ("check now", an edit, an import, the
-- upstream gate, confirmation): the result write is the only one that sets `last_check`. A row
-- trigger with WHEN, so the result write (one statement a batch) calls no function at all.
CREATE TRIGGER "schedule_changes_on_due" AFTER UPDATE OF "next_check_at" ON "property_schedule"
  FOR EACH ROW WHEN (OLD."next_check_at" IS DISTINCT FROM NEW."next_check_at"
                     AND OLD."last_check" IS NOT DISTINCT FROM NEW."last_check")
  EXECUTE FUNCTION "schedule_changes_row"();--> statement-breakpoint
CREATE TRIGGER "schedule_changes_on_interval" AFTER UPDATE OF "interval_seconds" ON "properties"
  FOR EACH ROW WHEN (OLD."interval_seconds" IS DISTINCT FROM NEW."interval_seconds")
  EXECUTE FUNCTION "schedule_changes_row"();--> statement-breakpoint
CREATE FUNCTION "schedule_changes_workspace"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "schedule_changes" ("workspace_id")
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."workspace_id" ELSE NEW."workspace_id" END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "schedule_changes_on_pause" AFTER INSERT OR DELETE OR UPDATE OF "paused_at" ON "billing_accounts"
  FOR EACH ROW EXECUTE FUNCTION "schedule_changes_workspace"();
