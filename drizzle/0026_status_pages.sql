-- Public status pages (issue 27) and the incident model people write (reused by issue 29).
-- `incidents` already names the confirmed offline periods the checks record (GET
-- /api/properties/:id/incidents, reports): the incident a person or the system tracks through
-- investigating -> resolved is `tracked_incidents` (docs/decisions/025-status-pages.md).
CREATE TABLE "status_pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"logo_url" text,
	"accent_color" text,
	"visibility" text DEFAULT 'public' NOT NULL CHECK ("visibility" IN ('public', 'password')),
	"password_hash" text,
	"custom_domain" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_pages_password_set" CHECK ("visibility" = 'public' OR "password_hash" IS NOT NULL)
);
--> statement-breakpoint
-- unique per installation: the public URL is /status/{slug}
CREATE UNIQUE INDEX "status_pages_slug_idx" ON "status_pages" ("slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "status_pages_custom_domain_idx" ON "status_pages" ("custom_domain");
--> statement-breakpoint
CREATE INDEX "status_pages_workspace_idx" ON "status_pages" ("workspace_id");
--> statement-breakpoint
CREATE TABLE "status_page_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"page_id" integer NOT NULL REFERENCES "status_pages"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "status_page_sections_page_idx" ON "status_page_sections" ("page_id", "position");
--> statement-breakpoint
-- A deleted property leaves every page with it (cascade): a page shows nothing of it.
CREATE TABLE "status_page_properties" (
	"page_id" integer NOT NULL REFERENCES "status_pages"("id") ON DELETE CASCADE,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	"section_id" integer NOT NULL REFERENCES "status_page_sections"("id") ON DELETE CASCADE,
	"position" integer NOT NULL,
	"display_name" text,
	"show_address" boolean DEFAULT false NOT NULL,
	PRIMARY KEY ("page_id", "property_id")
);
--> statement-breakpoint
CREATE INDEX "status_page_properties_property_idx" ON "status_page_properties" ("property_id");
--> statement-breakpoint
CREATE TABLE "tracked_incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE CASCADE,
	"title" text NOT NULL,
	"state" text DEFAULT 'investigating' NOT NULL
		CHECK ("state" IN ('investigating', 'identified', 'monitoring', 'resolved')),
	"origin" text DEFAULT 'manual' NOT NULL CHECK ("origin" IN ('manual', 'automatic')),
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tracked_incidents_workspace_idx" ON "tracked_incidents" ("workspace_id", "started_at");
--> statement-breakpoint
CREATE TABLE "incident_updates" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"incident_id" bigint NOT NULL REFERENCES "tracked_incidents"("id") ON DELETE CASCADE,
	"state" text NOT NULL
		CHECK ("state" IN ('investigating', 'identified', 'monitoring', 'resolved')),
	"message" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "incident_updates_incident_idx" ON "incident_updates" ("incident_id", "created_at");
--> statement-breakpoint
CREATE TABLE "incident_properties" (
	"incident_id" bigint NOT NULL REFERENCES "tracked_incidents"("id") ON DELETE CASCADE,
	"property_id" integer NOT NULL REFERENCES "properties"("id") ON DELETE CASCADE,
	PRIMARY KEY ("incident_id", "property_id")
);
--> statement-breakpoint
CREATE INDEX "incident_properties_property_idx" ON "incident_properties" ("property_id");
--> statement-breakpoint
-- Which pages show an incident (an incident may be shown on several pages, or none).
CREATE TABLE "status_page_incidents" (
	"page_id" integer NOT NULL REFERENCES "status_pages"("id") ON DELETE CASCADE,
	"incident_id" bigint NOT NULL REFERENCES "tracked_incidents"("id") ON DELETE CASCADE,
	PRIMARY KEY ("page_id", "incident_id")
);
--> statement-breakpoint
CREATE INDEX "status_page_incidents_incident_idx" ON "status_page_incidents" ("incident_id");
--> statement-breakpoint
-- The kept public pages follow their workspace's `stats` signal (drizzle/0021): a page or an
-- incident written by any process announces it. Children (sections, shown properties, updates)
-- are written with their parent row touched in the same transaction. A page's own row also
-- announces `stats:status-pages`: the kept slug -> page lookup follows that key.
CREATE OR REPLACE FUNCTION pm_announce_status_page_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('pm_changes', 'stats:' || OLD.workspace_id::text);
  ELSE
    PERFORM pg_notify('pm_changes', 'stats:' || NEW.workspace_id::text);
  END IF;
  IF TG_TABLE_NAME = 'status_pages' THEN
    PERFORM pg_notify('pm_changes', 'stats:status-pages');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER status_pages_changed AFTER INSERT OR UPDATE OR DELETE ON status_pages
  FOR EACH ROW EXECUTE FUNCTION pm_announce_status_page_change();
--> statement-breakpoint
CREATE TRIGGER tracked_incidents_changed AFTER INSERT OR UPDATE OR DELETE ON tracked_incidents
  FOR EACH ROW EXECUTE FUNCTION pm_announce_status_page_change();
