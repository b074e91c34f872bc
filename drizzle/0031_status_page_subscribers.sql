-- Status page subscribers (issue 27, docs/decisions/030-status-subscribers.md): visitors who
-- subscribed by e-mail (double opt-in) and webhook URLs the page's admin added. Both get one
-- outbox row per incident update or maintenance announcement (event type status_page.update).
-- Tokens are kept hashed (SHA-256): the confirm token while the address is unconfirmed, the
-- unsubscribe token for good; the unsubscribe link itself is kept sealed (sealed-link.ts), with a
-- key that is not in the database, so every mail can carry it and a copy of the database cannot.
CREATE TABLE status_page_subscribers (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  page_id integer NOT NULL REFERENCES status_pages(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('email', 'webhook')),
  email text,
  url text,
  secret text,
  label text NOT NULL,
  confirm_token_hash text,
  unsubscribe_token_hash text NOT NULL,
  unsubscribe_link_sealed text NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'email' AND email IS NOT NULL) OR (kind = 'webhook' AND url IS NOT NULL AND secret IS NOT NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX status_page_subscribers_email_idx ON status_page_subscribers (page_id, email) WHERE email IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX status_page_subscribers_url_idx ON status_page_subscribers (page_id, url) WHERE url IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX status_page_subscribers_confirm_idx ON status_page_subscribers (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX status_page_subscribers_unsubscribe_idx ON status_page_subscribers (unsubscribe_token_hash);
