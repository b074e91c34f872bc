// The mails about a password (issue 30): the reset link, the answer to a reset asked for an
// account that signs in only with single sign-on, and the notice to the owner that the password
// changed. Built and queued here alone, so how the outbox keeps a link is decided in one place.
import { asc, eq } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '../../contracts/password.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { memberships } from '../db/schema/index.js';
import { escapeHtml } from '../notify/format.js';
import { appBaseUrl } from '../notify/links.js';
import { queueDirectMail } from '../notify/queue-direct-mail.js';
import { LINK_PLACEHOLDER, sealLink } from '../notify/sealed-link.js';

type Mail = { subject: string; text: string; html: string };

/** The token rides in the fragment: browsers never send it to the server or in a Referer. */
export const resetPasswordLink = (config: Config, token: string) =>
  `${appBaseUrl(config)}/reset-password#${token}`;

function render(paragraphs: string[], button?: { href: string; label: string }): Mail['html'] {
  const action = button
    ? `<p><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(button.label)}</a></p>
<p style="color:#666;font-size:12px">Or copy this link: ${escapeHtml(button.href)}</p>
`
    : '';
  const [first = '', ...rest] = paragraphs;
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<p>${escapeHtml(first)}</p>
${action}${rest.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
</body></html>
`;
}

/** The reset mail with LINK_PLACEHOLDER where the link goes; the link itself travels sealed. */
export function composeResetMail(i: { email: string; link: string }): Mail {
  const before = `Someone (we hope you) asked to reset the password of the Property Monitor account for ${i.email}. Open this link to choose a new password:`;
  const after = [
    `The link works once, for ${RESET_TOKEN_MINUTES} minutes. Choosing a new password signs your account out everywhere.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ];
  return {
    subject: 'Reset your Property Monitor password',
    text: `${[before, i.link, ...after].join('\n\n')}\n`,
    html: render([before, ...after], { href: i.link, label: 'Choose a new password' }),
  };
}

/** A reset asked for an account that has no password and signs in through single sign-on. */
export function composeSingleSignOnMail(i: { email: string; signInUrl: string }): Mail {
  const lines = [
    `Someone (we hope you) asked to reset the password of the Property Monitor account for ${i.email}.`,
    `This account signs in with single sign-on and has no password here: sign in with "Continue with single sign-on" at ${i.signInUrl}, and change your password at your sign-in provider.`,
    'If you did not ask for this, ignore this mail.',
  ];
  return {
    subject: 'About your Property Monitor password',
    text: `${lines.join('\n\n')}\n`,
    html: render(lines),
  };
}

export type PasswordChange = 'reset' | 'change';

export function composePasswordChangedMail(i: {
  email: string;
  how: PasswordChange;
  signInUrl: string;
}): Mail {
  const lines = [
    i.how === 'reset'
      ? `The password of your Property Monitor account (${i.email}) was reset through a link mailed to this address, and every session of the account was signed out.`
      : `The password of your Property Monitor account (${i.email}) was changed in Settings, and the account's other sessions were signed out.`,
    `If this was you, there is nothing to do. If it was not, reset your password at once from "Forgot password?" at ${i.signInUrl}, and tell your administrator.`,
  ];
  return {
    subject: 'Your Property Monitor password was changed',
    text: `${lines.join('\n\n')}\n`,
    html: render(lines),
  };
}

/** The workspace a person's own mail is logged in (the outbox is per workspace): their first. */
async function homeWorkspace(tx: DbOrTx, userId: string): Promise<string | undefined> {
  const [found] = await tx
    .select({ workspaceId: memberships.workspaceId })
    .from(memberships)
    .where(eq(memberships.userId, userId))
    .orderBy(asc(memberships.createdAt), asc(memberships.workspaceId))
    .limit(1);
  return found?.workspaceId;
}

const EVENTS = {
  reset: { eventType: 'account.password_reset', summary: 'Password reset link' },
  sso: {
    eventType: 'account.password_reset',
    summary: 'Password reset asked for a single sign-on account',
  },
  changed: { eventType: 'account.password_changed', summary: 'Notice of a changed password' },
} as const;

/** Queues one of the mails above to a person, in the caller's transaction. */
export async function queuePasswordMail(
  tx: DbOrTx,
  to: { userId: string; email: string },
  kind: keyof typeof EVENTS,
  mail: Mail,
  /** a one-time link: the mail holds LINK_PLACEHOLDER, the outbox only the sealed link (decision 019) */
  sealedLink?: string,
): Promise<boolean> {
  const workspaceId = await homeWorkspace(tx, to.userId);
  if (!workspaceId) return false;
  await queueDirectMail(tx, { workspaceId, to: to.email, ...mail, ...EVENTS[kind], sealedLink });
  return true;
}

/** The reset mail as queued: the link sealed, never written whole into the outbox. */
export const resetMailWithSealedLink = (config: Config, email: string, token: string) => ({
  mail: composeResetMail({ email, link: LINK_PLACEHOLDER }),
  sealedLink: sealLink(config, resetPasswordLink(config, token)),
});

export const signInUrl = (config: Config) => `${appBaseUrl(config)}/sign-in`;
