-- Issue 30 (decision 019): mail a caller sets off (invitations and their resends) counted per
-- sender, workspace and invitee address in aligned windows, shared by every web process.
CREATE TABLE "send_counters" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "send_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
-- No usable one-time link stays in the outbox: finished direct mails (to named addresses) keep
-- their address and subject only, as delivered ones already did; pending ones are sent as queued.
UPDATE "notifications" SET "payload" = jsonb_build_object('to', "payload"->'to', 'subject', "payload"->'subject')
 WHERE "channel" = 'email' AND "status" IN ('skipped', 'failed')
   AND jsonb_typeof("payload") = 'object' AND "payload" ? 'to' AND "payload" ? 'text';
