// Queues one mail to named addresses (an invitation, a verification link) in the outbox, in the
// caller's transaction: written together with what it announces, retried until delivered.
import { notifications } from '../db/schema/index.js';
import type { DbOrTx } from '../db/client.js';

export type DirectMail = {
  /** the workspace the mail belongs to (the outbox and its log are per workspace) */
  workspaceId: string;
  to: string;
  subject: string;
  /** with a one-time link: LINK_PLACEHOLDER where it goes, never the link itself */
  text: string;
  html: string;
  /** the one-time link, sealed (sealed-link.ts): filled in when sent, dropped once finished */
  sealedLink?: string;
  /** e.g. team.invitation, account.verify_email: names the mail in the notification log */
  eventType: string;
  /** one line for the notification log; never the link itself (it carries a secret) */
  summary: string;
};

export type DirectMailPayload = Pick<DirectMail, 'to' | 'subject' | 'text' | 'html'> & {
  link?: string;
};

export async function queueDirectMail(db: DbOrTx, mail: DirectMail): Promise<void> {
  const payload: DirectMailPayload = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    ...(mail.sealedLink ? { link: mail.sealedLink } : {}),
  };
  await db.insert(notifications).values({
    workspaceId: mail.workspaceId,
    channel: 'email',
    eventType: mail.eventType,
    payload,
    summary: mail.summary,
    recipient: mail.to,
  });
}

/** What a finished direct mail keeps: its address and subject (no body, no link). */
export const finishedPayload = (p: DirectMailPayload) => ({ to: p.to, subject: p.subject });
