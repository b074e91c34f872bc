// The mails that carry a verification link: a new account, a changed e-mail, a workspace's alert
// e-mail; and the notice to the old address after a change. Plain text and HTML. Names a person
// chose go in as plain text, cut short and never a link (notify/user-text.ts).
import { EMAIL_TOKEN_HOURS } from '../../contracts/verification.js';
import { escapeHtml } from '../notify/format.js';
import { plainUserText } from '../notify/user-text.js';

export type LinkMailKind = 'account' | 'email_change' | 'alert_email';

export type LinkMailInput = {
  kind: LinkMailKind;
  email: string;
  link: string;
  /** the person it is for (account, email_change) or who set the alert e-mail */
  personName: string | null;
  workspaceName: string;
};

const SUBJECT: Record<LinkMailKind, (i: LinkMailInput) => string> = {
  account: () => 'Verify your e-mail address for Property Monitor',
  email_change: () => 'Confirm your new e-mail address for Property Monitor',
  alert_email: (i) => `Confirm alert e-mail for ${i.workspaceName}`,
};

function paragraphs(i: LinkMailInput): { before: string[]; after: string[] } {
  const validity = `The link works once, for ${EMAIL_TOKEN_HOURS} hours.`;
  switch (i.kind) {
    case 'account':
      return {
        before: [
          `Hello${i.personName ? ` ${i.personName}` : ''},`,
          `Please confirm that ${i.email} is your e-mail address by opening this link:`,
        ],
        after: [
          `${validity} Until the address is verified, no alert or report mail is sent to it.`,
          'If you did not create a Property Monitor account, ignore this mail.',
        ],
      };
    case 'email_change':
      return {
        before: [
          `Hello${i.personName ? ` ${i.personName}` : ''},`,
          `You asked to change the e-mail address of your Property Monitor account to ${i.email}. Open this link to confirm it:`,
        ],
        after: [
          `${validity} Your account keeps its old address until then.`,
          'If you did not ask for this, ignore this mail: nothing changes.',
        ],
      };
    case 'alert_email':
      return {
        before: [
          `${i.personName ?? 'An administrator'} set ${i.email} to receive the alert mail of the workspace "${i.workspaceName}" in Property Monitor (properties going offline and coming back online).`,
          'Open this link to confirm that this address should receive them:',
        ],
        after: [
          `${validity} Until then no alert mail is sent to this address.`,
          'If you do not want these mails, ignore this message.',
        ],
      };
  }
}

export function composeLinkMail(input: LinkMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const i = {
    ...input,
    personName: input.personName === null ? null : plainUserText(input.personName),
    workspaceName: plainUserText(input.workspaceName),
  };
  const { before, after } = paragraphs(i);
  const text = `${[...before, i.link, ...after].join('\n\n')}\n`;
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
${before.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(i.link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px">Confirm ${escapeHtml(i.email)}</a></p>
<p style="color:#666;font-size:12px">Or copy this link: ${escapeHtml(i.link)}</p>
${after.map((p) => `<p style="color:#666">${escapeHtml(p)}</p>`).join('\n')}
</body></html>
`;
  return { subject: SUBJECT[i.kind](i), text, html };
}

/** Sent to the old address once a change took effect: a hijacked account does not go unnoticed. */
export function composeChangedNotice(i: { oldEmail: string; newEmail: string }) {
  const lines = [
    `The e-mail address of your Property Monitor account was changed from ${i.oldEmail} to ${i.newEmail}.`,
    'If you did not do this, contact your administrator or the operator of this installation at once.',
  ];
  return {
    subject: 'Your Property Monitor e-mail address was changed',
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">\n${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n</body></html>\n`,
  };
}
