// The mails of the beta programme: the approval (or an admin's invitation) with the one-time
// sign-up link, and a polite no. Queued in the reviewing admin's transaction (outbox).
import { BETA_TERMS, betaSignUpPath } from '../../../contracts/beta.js';
import type { Config } from '../../config.js';
import { appBaseUrl } from '../../notify/links.js';
import { escapeHtml } from '../../notify/format.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import type { Tx } from '../../db/client.js';
import { LINK_PLACEHOLDER, sealLink } from '../../notify/sealed-link.js';
import { plainUserText } from '../../notify/user-text.js';

type Who = { email: string; contactName: string; companyName: string };

/** The applicant's own text, plain, cut short and never a link (decision 019). */
const named = (who: Who) => ({
  contactName: plainUserText(who.contactName),
  companyName: plainUserText(who.companyName),
});

function html(paragraphs: string[], link?: string) {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;text-decoration:none;border-radius:6px">Create your beta account</a></p>\n<p style="color:#666;font-size:12px">Or copy this link: ${escapeHtml(link)}</p>`
    : '';
  return `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">\n${body}\n${button}\n</body></html>\n`;
}

/** Approval or invitation: the sign-up link that starts a workspace on the beta terms. */
export async function queueBetaWelcome(
  tx: Tx,
  config: Config,
  opts: { workspaceId: string; to: Who; token: string; invited: boolean },
) {
  const link = LINK_PLACEHOLDER;
  const to = named(opts.to);
  const terms = config.billing
    ? `Your workspace gets the Pro plan free for ${BETA_TERMS.freeDays} days, no card needed.`
    : 'Your workspace gets every feature of this installation.';
  const before = [
    `Hello ${to.contactName},`,
    opts.invited
      ? `You are invited to the Property Monitor beta programme for ${to.companyName}.`
      : `Good news: your beta application for ${to.companyName} has been approved.`,
    `${terms} Create your account with this link:`,
  ];
  const after = [
    `The link works once, for ${BETA_TERMS.linkValidDays} days.`,
    'Reply to this mail any time: as a beta tester you reach our team directly.',
  ];
  await queueDirectMail(tx, {
    workspaceId: opts.workspaceId,
    to: opts.to.email,
    subject: opts.invited
      ? 'Your invitation to the Property Monitor beta'
      : 'Welcome to the Property Monitor beta',
    text: `${[...before, link, ...after].join('\n\n')}\n`,
    html: html(before, link).replace(
      '</body>',
      `${after.map((p) => `<p style="color:#666">${escapeHtml(p)}</p>`).join('\n')}\n</body>`,
    ),
    sealedLink: sealLink(config, `${appBaseUrl(config)}${betaSignUpPath(opts.token)}`),
    eventType: opts.invited ? 'beta.invitation' : 'beta.approved',
    summary: `Beta sign-up link sent to ${opts.to.email}`,
  });
}

export async function queueBetaRejection(tx: Tx, opts: { workspaceId: string; to: Who }) {
  const to = named(opts.to);
  const lines = [
    `Hello ${to.contactName},`,
    `Thank you for applying to the Property Monitor beta programme for ${to.companyName}.`,
    'We cannot offer you a place in this round of the beta. This is no judgement of your work: places are limited and we looked for a mix of property types.',
    'You are welcome to start a free trial at any time, and we will keep you in mind for future rounds.',
  ];
  await queueDirectMail(tx, {
    workspaceId: opts.workspaceId,
    to: opts.to.email,
    subject: 'Your Property Monitor beta application',
    text: `${lines.join('\n\n')}\n`,
    html: html(lines),
    eventType: 'beta.rejected',
    summary: `Beta application declined: ${opts.to.email}`,
  });
}

/** A second application for an address with a pending one: its mailbox confirms the new answers. */
export async function queueBetaReapplyConfirmation(
  tx: Tx,
  opts: { workspaceId: string; to: Who; link: string },
) {
  const before = [
    `Hello ${opts.to.contactName},`,
    `We received new answers for the Property Monitor beta application of this address (${opts.to.companyName}).`,
    'They replace your earlier answers only if you confirm them with this link:',
  ];
  const after = [
    'If you did not send them, ignore this mail: your application stays as it was.',
    'The link works once, for 24 hours.',
  ];
  await queueDirectMail(tx, {
    workspaceId: opts.workspaceId,
    to: opts.to.email,
    subject: 'Confirm your new beta application answers',
    text: `${[...before, opts.link, ...after].join('\n\n')}\n`,
    html: `<!doctype html>\n<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">\n${before
      .map((p) => `<p>${escapeHtml(p)}</p>`)
      .join('\n')}\n<p><a href="${escapeHtml(opts.link)}">Confirm my new answers</a></p>\n${after
      .map((p) => `<p style="color:#666">${escapeHtml(p)}</p>`)
      .join('\n')}\n</body></html>\n`,
    eventType: 'beta.reapply_confirm',
    summary: `Beta re-application confirmation link sent to ${opts.to.email}`,
  });
}
