-- The properties of a workspace indexed in the list's order (name, then id) instead of by workspace
-- alone: a page of the list (GET /api/properties/page, the dashboard's first page while the whole
-- list loads, issue 14) reads its rows from the index; every lookup by workspace still uses it.
DROP INDEX "properties_workspace_idx";--> statement-breakpoint
CREATE INDEX "properties_workspace_name_idx" ON "properties" USING btree ("workspace_id","name","id");