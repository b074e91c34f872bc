-- Issue 30's smaller findings. Anonymous chat quotas counted per client address (a signed-out
-- visitor's address only, forgotten after a day), so dropping the cookie resets nothing.
ALTER TABLE "chat_conversations" ADD COLUMN "visitor_ip" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "visitor_ip" text;--> statement-breakpoint
CREATE INDEX "chat_conversations_visitor_ip_idx" ON "chat_conversations" USING btree ("visitor_ip","created_at") WHERE "chat_conversations"."visitor_ip" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_visitor_ip_idx" ON "chat_messages" USING btree ("visitor_ip","created_at") WHERE "chat_messages"."visitor_ip" IS NOT NULL;--> statement-breakpoint
-- Every SMS verification code sent, for the daily caps per number and per account.
CREATE TABLE "phone_code_sends" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_code_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_code_sends" ADD CONSTRAINT "phone_code_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_code_sends_number_idx" ON "phone_code_sends" USING btree ("phone_number","sent_at");--> statement-breakpoint
CREATE INDEX "phone_code_sends_user_idx" ON "phone_code_sends" USING btree ("user_id","sent_at");--> statement-breakpoint
-- A beta re-application waiting for its mailbox's confirmation: the new answers ride on the link.
ALTER TABLE "email_tokens" ADD COLUMN "payload" jsonb;
