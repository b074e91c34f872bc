CREATE TABLE "property_schedule" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"workspace_id" uuid NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"last_check" timestamp with time zone,
	"response_time" real,
	"consecutive_failures" smallint DEFAULT 0 NOT NULL
) WITH (fillfactor = 50);
--> statement-breakpoint
ALTER TABLE "property_schedule" ADD CONSTRAINT "property_schedule_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_schedule_workspace_idx" ON "property_schedule" USING btree ("workspace_id");--> statement-breakpoint
-- Hand-written (decision 014): the schedule state of the existing properties moves over as it is.
INSERT INTO "property_schedule" ("property_id", "workspace_id", "next_check_at", "lease_until", "last_check", "response_time", "consecutive_failures")
SELECT "id", "workspace_id", "next_check_at", "lease_until", "last_check", "response_time", "consecutive_failures" FROM "properties";--> statement-breakpoint
-- Every new property gets its schedule row (due now) in the statement that inserts it, however it
-- is inserted (API, import, tests, benchmarks); one statement-level insert for a bulk insert.
CREATE FUNCTION "property_schedule_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "property_schedule" ("property_id", "workspace_id")
  SELECT "id", "workspace_id" FROM new_properties;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "property_schedule_on_insert" AFTER INSERT ON "properties"
  REFERENCING NEW TABLE AS new_properties FOR EACH STATEMENT
  EXECUTE FUNCTION "property_schedule_on_insert"();--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "response_time";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "last_check";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "consecutive_failures";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "next_check_at";--> statement-breakpoint
ALTER TABLE "properties" DROP COLUMN "lease_until";