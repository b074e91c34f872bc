-- Cross-process invalidation of the in-process caches (docs/decisions/016-api-throughput.md):
-- every change a cached answer depends on announces itself on the `pm_changes` channel, whoever
-- makes it (a web process, the worker, a script, SQL by hand). NOTIFY is delivered on commit and
-- identical payloads of one transaction are delivered once, so a batch costs one message.
CREATE OR REPLACE FUNCTION pm_announce_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('pm_changes', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Sessions: ended, moved to another workspace or person, or cut short. Sliding the idle expiry
-- forward (the throttled "touch") is not announced: a cache that missed it only re-reads.
CREATE TRIGGER sessions_ended AFTER DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('auth');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE ON sessions FOR EACH ROW
  WHEN (NEW.id_hash <> OLD.id_hash OR NEW.user_id <> OLD.user_id
        OR NEW.workspace_id IS DISTINCT FROM OLD.workspace_id
        OR NEW.idle_expires_at < OLD.idle_expires_at
        OR NEW.absolute_expires_at < OLD.absolute_expires_at)
  EXECUTE FUNCTION pm_announce_change('auth');
--> statement-breakpoint
CREATE TRIGGER users_changed
  AFTER UPDATE OF id, email, email_verified_at, first_name, last_name, profile_image_url,
    platform_role, password_hash OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('auth');
--> statement-breakpoint
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('auth');
--> statement-breakpoint
CREATE TRIGGER workspaces_changed AFTER UPDATE OF id, name, plan, mask_ips OR DELETE OR TRUNCATE
  ON workspaces
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('auth');
--> statement-breakpoint
-- Dashboard figures: properties added, deleted or moved, a status changed, alerts raised, read
-- or pruned. Response times and uptime move with every check: the cache's lifetime bounds them.
CREATE TRIGGER properties_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF workspace_id
  ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('stats');
--> statement-breakpoint
CREATE TRIGGER properties_status_changed AFTER UPDATE OF status ON properties FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION pm_announce_change('stats');
--> statement-breakpoint
CREATE TRIGGER alerts_changed AFTER INSERT OR UPDATE OF is_read, workspace_id OR DELETE OR TRUNCATE
  ON alerts
  FOR EACH STATEMENT EXECUTE FUNCTION pm_announce_change('stats');
