// Queues one mail to named addresses (an invitation, a verification link) in the outbox, in the
// caller's transaction: written together with what it announces, retried until delivered.
import { notifications } from '../db/schema/index.js';
import type { Db } from '../db/client.js';

export type DirectMail = {
  /** the workspace the mail belongs to (the outbox and its log are per workspace) */
  workspaceId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** e.g. team.invitation, account.verify_email: names the mail in the notification log */
  eventType: string;
  /** one line for the notification log; never the link itself (it carries a secret) */
  summary: string;
};

export type DirectMailPayload = Pick<DirectMail, 'to' | 'subject' | 'text' | 'html'>;

type Tx = Pick<Db, 'insert'>;

export async function queueDirectMail(db: Tx, mail: DirectMail): Promise<void> {
  const payload: DirectMailPayload = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
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
