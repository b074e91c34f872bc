-- The property list is kept whole per workspace (issue 31, docs/decisions/016-api-throughput.md):
-- everything it shows that is not a per-check figure announces itself for ITS workspace, so
-- another workspace's kept list and figures stay. `stats:<workspace id>` on `pm_changes`; equal
-- payloads of one transaction are delivered once, so a batch of status changes is one message.
CREATE OR REPLACE FUNCTION pm_announce_workspace_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- separate statements: each is planned only when it runs, and only properties has workspace_id
  IF TG_TABLE_NAME = 'workspaces' THEN
    PERFORM pg_notify('pm_changes', TG_ARGV[0] || ':' || NEW.id::text);
  ELSE
    PERFORM pg_notify('pm_changes', TG_ARGV[0] || ':' || NEW.workspace_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A status change (announced for every workspace until now) and any edit of a property: name,
-- address, IP, type, description, check method, port, interval, timeout. Checks write their
-- figures to property_schedule / property_uptime, not here: those are bounded by the caches' age.
DROP TRIGGER IF EXISTS properties_status_changed ON properties;
--> statement-breakpoint
CREATE TRIGGER properties_edited AFTER UPDATE ON properties FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*)
  EXECUTE FUNCTION pm_announce_workspace_change('stats');
--> statement-breakpoint
-- Every property shows the workspace's interval when it has none of its own.
CREATE TRIGGER workspaces_interval_changed AFTER UPDATE OF check_interval_seconds ON workspaces
  FOR EACH ROW WHEN (NEW.check_interval_seconds IS DISTINCT FROM OLD.check_interval_seconds)
  EXECUTE FUNCTION pm_announce_workspace_change('stats');
