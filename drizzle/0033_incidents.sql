-- Incidents people own (issue 29, docs/decisions/032-incidents.md). The monitor opens one
-- automatic tracked incident per confirmed outage of a property and resolves it when the
-- property is back; people acknowledge it (web, API, the mail or SMS link), add notes and
-- resolve it by hand. `incidents` (the offline periods of reports) is left as it is.
ALTER TABLE tracked_incidents ADD COLUMN property_id integer REFERENCES properties(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE tracked_incidents ADD COLUMN acknowledged_at timestamp with time zone;
--> statement-breakpoint
ALTER TABLE tracked_incidents ADD COLUMN acknowledged_by uuid REFERENCES users(id) ON DELETE SET NULL;
--> statement-breakpoint
-- the name typed on the acknowledgement page of a mail or SMS link (no sign-in there)
ALTER TABLE tracked_incidents ADD COLUMN acknowledged_by_name text;
--> statement-breakpoint
ALTER TABLE tracked_incidents ADD COLUMN acknowledged_via text
  CHECK (acknowledged_via IN ('web', 'api', 'mail', 'sms'));
--> statement-breakpoint
ALTER TABLE tracked_incidents ADD CONSTRAINT tracked_incidents_ack_complete
  CHECK ((acknowledged_at IS NULL) = (acknowledged_via IS NULL));
--> statement-breakpoint
-- One open automatic incident per property: two workers (or a maintenance end racing a check)
-- cannot open a second one; the writer inserts ON CONFLICT DO NOTHING and joins the open one.
CREATE UNIQUE INDEX tracked_incidents_open_automatic_idx ON tracked_incidents (property_id)
  WHERE origin = 'automatic' AND resolved_at IS NULL;
--> statement-breakpoint
CREATE INDEX tracked_incidents_property_idx ON tracked_incidents (property_id, started_at);
--> statement-breakpoint
-- `update`: a state message (shown on the status pages that show the incident); `note`: what
-- a member adds for the others, never shown on a status page.
ALTER TABLE incident_updates ADD COLUMN kind text DEFAULT 'update' NOT NULL
  CHECK (kind IN ('update', 'note'));
--> statement-breakpoint
-- The incident an alert belongs to (its offline and back-online alerts), and every outbox row
-- sent for it: the incident's timeline lists them with their delivery state.
ALTER TABLE alerts ADD COLUMN tracked_incident_id bigint REFERENCES tracked_incidents(id) ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE notifications ADD COLUMN tracked_incident_id bigint REFERENCES tracked_incidents(id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX notifications_tracked_incident_idx ON notifications (tracked_incident_id)
  WHERE tracked_incident_id IS NOT NULL;
