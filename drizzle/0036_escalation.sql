-- Escalation policies and quiet hours (issue 29, docs/decisions/034-escalation.md). A workspace's
-- policies are ordered steps ("notify these members and channels, then wait N minutes"); one is
-- the default, a property or a group may use its own. The worker's escalation runner walks each
-- open automatic incident through its policy until it is acknowledged or resolved.
CREATE TABLE "escalation_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	-- how many times the last step is repeated after its first sending
	"repeat_last" integer DEFAULT 0 NOT NULL CHECK ("repeat_last" BETWEEN 0 AND 10),
	-- [{memberIds: uuid[], channelIds: int[], waitMinutes: 1..1440, overridesQuietHours: bool}]
	"steps" jsonb NOT NULL CHECK (jsonb_typeof("steps") = 'array' AND jsonb_array_length("steps") BETWEEN 1 AND 20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "escalation_policies_name_idx" ON "escalation_policies" ("workspace_id", lower("name"));
--> statement-breakpoint
-- one default policy per workspace
CREATE UNIQUE INDEX "escalation_policies_default_idx" ON "escalation_policies" ("workspace_id") WHERE "is_default";
--> statement-breakpoint
-- A property's or a group's own policy (kept apart from properties and property_groups: only
-- the few that differ from the default have a row).
CREATE TABLE "escalation_policy_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"policy_id" integer NOT NULL REFERENCES "escalation_policies"("id") ON DELETE cascade,
	"property_id" integer UNIQUE REFERENCES "properties"("id") ON DELETE cascade,
	"group_id" integer UNIQUE REFERENCES "property_groups"("id") ON DELETE cascade,
	CHECK (("property_id" IS NULL) <> ("group_id" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "escalation_policy_uses_policy_idx" ON "escalation_policy_uses" ("policy_id");
--> statement-breakpoint
-- A member's quiet hours, set by the member: from `starts` to `ends` (HH:MM, wrapping past
-- midnight when ends <= starts) on the wall clock of `time_zone`.
CREATE TABLE "member_quiet_hours" (
	"user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE cascade,
	"starts" text NOT NULL CHECK ("starts" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	"ends" text NOT NULL CHECK ("ends" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
	"time_zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Where each open incident is in its policy. `next_at` null: finished (acknowledged, resolved,
-- no policy, or every step and repeat sent); the runner's due query reads the partial index.
CREATE TABLE "incident_escalations" (
	"incident_id" bigint PRIMARY KEY REFERENCES "tracked_incidents"("id") ON DELETE cascade,
	"workspace_id" uuid NOT NULL REFERENCES "workspaces"("id") ON DELETE cascade,
	"policy_id" integer REFERENCES "escalation_policies"("id") ON DELETE SET NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_repeat" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"stopped_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "incident_escalations_due_idx" ON "incident_escalations" ("next_at") WHERE "next_at" IS NOT NULL;
--> statement-breakpoint
-- The once-only key: a step (and repeat) of an incident is sent only by the transaction that
-- inserts its row here, also across restarts and with several workers.
CREATE TABLE "escalation_steps_sent" (
	"incident_id" bigint NOT NULL REFERENCES "tracked_incidents"("id") ON DELETE cascade,
	"step" integer NOT NULL,
	"repeat" integer NOT NULL,
	"policy_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	PRIMARY KEY ("incident_id", "step", "repeat")
);
--> statement-breakpoint
-- An automatic incident of a workspace that has a policy starts its escalation in the opening
-- transaction (whoever opens it: a check, the end of a maintenance window, an upstream outage).
-- A workspace without policies gets no row: its alerting is exactly as before.
CREATE OR REPLACE FUNCTION pm_start_escalation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO incident_escalations (incident_id, workspace_id, next_at)
  SELECT NEW.id, NEW.workspace_id, now()
   WHERE EXISTS (SELECT 1 FROM escalation_policies p WHERE p.workspace_id = NEW.workspace_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tracked_incidents_start_escalation AFTER INSERT ON tracked_incidents
  FOR EACH ROW WHEN (NEW.origin = 'automatic') EXECUTE FUNCTION pm_start_escalation();
--> statement-breakpoint
-- Each step sent is an entry of the incident's timeline (never shown on a status page, which
-- reads `update` rows only).
ALTER TABLE incident_updates DROP CONSTRAINT IF EXISTS incident_updates_kind_check;
--> statement-breakpoint
ALTER TABLE incident_updates ADD CONSTRAINT incident_updates_kind_check
  CHECK (kind IN ('update', 'note', 'escalation'));
