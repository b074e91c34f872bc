-- Groups and upstream dependencies (issue 29, docs/decisions/033-groups-upstreams.md). A group
-- (a site, a campus, a provider circuit) has an optional upstream property whose health its
-- members depend on, and an optional parent group whose upstream it depends on too (a tree; cycles
-- and an upstream inside its own group are refused by the API, checked under a per-workspace lock).
CREATE TABLE "property_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "property_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"workspace_id" uuid NOT NULL,
	"name" text NOT NULL,
	"upstream_property_id" integer,
	"parent_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_upstream_property_id_properties_id_fk" FOREIGN KEY ("upstream_property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_groups" ADD CONSTRAINT "property_groups_parent_group_id_property_groups_id_fk" FOREIGN KEY ("parent_group_id") REFERENCES "public"."property_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- names are unique per workspace, compared without case ("Oak Campus" and "oak campus" are one)
CREATE UNIQUE INDEX "property_groups_workspace_name_idx" ON "property_groups" USING btree ("workspace_id", lower("name"));--> statement-breakpoint
CREATE INDEX "property_groups_upstream_idx" ON "property_groups" USING btree ("upstream_property_id") WHERE "upstream_property_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "property_groups_parent_idx" ON "property_groups" USING btree ("parent_group_id") WHERE "parent_group_id" IS NOT NULL;--> statement-breakpoint
-- One group per property. `held_by_upstream_id`: this member's offline alert was held because
-- that upstream was down (released when it comes back: record-results.ts).
ALTER TABLE "properties" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_by_upstream_id" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_group_id_property_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_held_by_upstream_id_properties_id_fk" FOREIGN KEY ("held_by_upstream_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_group_idx" ON "properties" USING btree ("group_id") WHERE "group_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "properties_held_by_upstream_idx" ON "properties" USING btree ("held_by_upstream_id") WHERE "held_by_upstream_id" IS NOT NULL;--> statement-breakpoint
-- The highest upstream down on a group's chain (the group, its parent, …; the root cause when
-- several are down), or null. `confirmed_only`: offline only; otherwise a failing (timeout)
-- upstream counts too, so a member confirmed a moment before its upstream raises nothing either.
-- The depth bound makes a cycle (never stored: the API refuses it) end rather than loop.
CREATE OR REPLACE FUNCTION pm_upstream_down(gid integer, confirmed_only boolean) RETURNS integer
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE chain(id, parent_id, upstream_id, depth) AS (
    SELECT id, parent_group_id, upstream_property_id, 0 FROM property_groups WHERE id = gid
    UNION ALL
    SELECT g.id, g.parent_group_id, g.upstream_property_id, c.depth + 1
      FROM property_groups g JOIN chain c ON g.id = c.parent_id
     WHERE c.depth < 32
  )
  SELECT p.id FROM chain c JOIN properties p ON p.id = c.upstream_id
   WHERE p.status = 'offline' OR (NOT confirmed_only AND p.status = 'timeout')
   ORDER BY c.depth DESC LIMIT 1
$$;
--> statement-breakpoint
-- A group's edit changes what the property list shows (group, upstream cause): drop the kept
-- lists. A deletion unassigns its members first, which announces itself.
CREATE TRIGGER property_groups_changed AFTER INSERT OR UPDATE ON property_groups
  FOR EACH ROW EXECUTE FUNCTION pm_announce_workspace_change('stats');
