-- An import's checked rows, one row each, with what the preview planned for it (issue 30): the
-- reading writes them in slices and the commit writes properties from them in SQL, so 50,000 rows
-- are never one JSON value on the web thread (they were property_imports.rows, 12 MB of jsonb).
CREATE TABLE "property_import_rows" (
	"import_id" uuid NOT NULL REFERENCES "property_imports"("id") ON DELETE CASCADE,
	"row" integer NOT NULL,
	"id" integer,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"ip_address" text NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"action" text NOT NULL,
	"property_id" integer,
	"written_ip" text,
	PRIMARY KEY ("import_id", "row")
);
--> statement-breakpoint
ALTER TABLE "property_imports" DROP COLUMN "rows";
