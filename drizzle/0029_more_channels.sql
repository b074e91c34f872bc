-- More channels (issue 29, docs/decisions/028-more-channels.md): Telegram, Discord, PagerDuty and
-- ntfy endpoints are rows of `webhooks` (same outbox, retries, delivery log and test button); the
-- kinds without a URL of their own (Telegram, PagerDuty) keep '' in `url`.
-- `credential`: the Telegram bot token, the PagerDuty routing key or the ntfy access token; it is
-- never answered again after saving (only its last four characters).
ALTER TABLE webhooks ADD COLUMN credential text;
--> statement-breakpoint
ALTER TABLE webhooks ADD COLUMN chat_id text;
--> statement-breakpoint
-- Browser push: one row per member and browser (device) that opted in from Settings.
CREATE TABLE push_subscriptions (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX push_subscriptions_member_endpoint_idx ON push_subscriptions (workspace_id, user_id, endpoint);
--> statement-breakpoint
-- The installation's VAPID key pair, made at first start and kept: one row.
CREATE TABLE vapid_keys (
  id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  public_key text NOT NULL,
  private_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
