-- Status page subscribers are told when a maintenance occurrence starts and when it ends (issue 27,
-- decision 030). The start is claimed once per occurrence like its end (end_handled): the row's key
-- (window_id, starts_at) and this flag, set in the transaction that queues the news, so a restart
-- or a second worker never announces it twice. What started before this migration is not news.
ALTER TABLE "maintenance_occurrences" ADD COLUMN "start_handled" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "maintenance_occurrences" SET "start_handled" = true WHERE "starts_at" <= now();
--> statement-breakpoint
CREATE INDEX "maintenance_occurrences_start_due_idx" ON "maintenance_occurrences" ("starts_at") WHERE NOT "start_handled";
