// Issues a verification link and queues its mail in the outbox, in the caller's transaction: the
// link exists exactly when its mail is on its way (retried until delivered; skipped with the
// reason when SMTP is not configured). The link waits sealed in the outbox (decision 019).
import type { Config } from '../config.js';
import { appBaseUrl } from '../notify/links.js';
import { queueDirectMail } from '../notify/queue-direct-mail.js';
import { LINK_PLACEHOLDER, sealLink } from '../notify/sealed-link.js';
import type { DbOrTx } from '../db/client.js';
import { issueEmailToken } from './email-token.js';
import { composeLinkMail, type LinkMailKind } from './verification-mail.js';

export type LinkRequest = {
  kind: LinkMailKind;
  email: string;
  /** the account (account, email_change) */
  userId?: string;
  /** the workspace the mail is logged in, and whose alert e-mail it is (alert_email) */
  workspaceId: string;
  workspaceName: string;
  personName: string | null;
};

const EVENT: Record<LinkMailKind, string> = {
  account: 'account.verify_email',
  email_change: 'account.change_email',
  alert_email: 'workspace.verify_alert_email',
};

const SUMMARY: Record<LinkMailKind, string> = {
  account: 'Verification link for a new account',
  email_change: 'Verification link for a changed e-mail',
  alert_email: 'Verification link for the alert e-mail',
};

export const verifyEmailLink = (config: Config, token: string) =>
  `${appBaseUrl(config)}/verify-email/${token}`;

export async function sendVerificationLink(
  tx: DbOrTx,
  config: Config,
  req: LinkRequest,
): Promise<void> {
  const subject =
    req.kind === 'alert_email'
      ? { purpose: 'alert_email' as const, workspaceId: req.workspaceId }
      : { purpose: 'account' as const, userId: req.userId! };
  const token = await issueEmailToken(tx, subject, req.email);
  const mail = composeLinkMail({
    kind: req.kind,
    email: req.email,
    link: LINK_PLACEHOLDER,
    personName: req.personName,
    workspaceName: req.workspaceName,
  });
  await queueDirectMail(tx, {
    workspaceId: req.workspaceId,
    to: req.email,
    ...mail,
    sealedLink: sealLink(config, verifyEmailLink(config, token)),
    eventType: EVENT[req.kind],
    summary: SUMMARY[req.kind],
  });
}

export const personName = (p: { firstName: string | null; lastName: string | null }) =>
  [p.firstName, p.lastName].filter(Boolean).join(' ') || null;
