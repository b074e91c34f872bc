CREATE TABLE "google_sheet_links" (
	"workspace_id" uuid PRIMARY KEY NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"sheet_name" text NOT NULL,
	"updated_by" uuid,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_result" text,
	"last_message" text,
	"last_counts" jsonb,
	"last_errors" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"workspace_id" uuid NOT NULL,
	"created_by" uuid,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'reading' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"rows" jsonb,
	"preview" jsonb,
	"result" jsonb,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_sheet_links" ADD CONSTRAINT "google_sheet_links_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_sheet_links" ADD CONSTRAINT "google_sheet_links_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_imports" ADD CONSTRAINT "property_imports_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_imports" ADD CONSTRAINT "property_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_sheet_links_due_idx" ON "google_sheet_links" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "property_imports_workspace_idx" ON "property_imports" USING btree ("workspace_id","created_at");