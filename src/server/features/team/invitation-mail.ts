// The invitation e-mail: names the workspace and the inviter, carries the one-time link. The
// names are the inviter's own text: plain, one line, cut short and never a link (decision 019);
// the link is sealed in the outbox until the mail is sent.
import { ROLE_LABELS, type WorkspaceRole } from '../../../contracts/roles.js';
import { INVITATION_TTL_DAYS } from '../../../contracts/team.js';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../notify/format.js';
import { appBaseUrl } from '../../notify/links.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import { LINK_PLACEHOLDER, sealLink } from '../../notify/sealed-link.js';
import { plainUserText } from '../../notify/user-text.js';
import type { Tx } from '../../db/client.js';

export const invitationLink = (config: Config, token: string) =>
  `${appBaseUrl(config)}/invite/${token}`;

export type InvitationMail = {
  workspaceId: string;
  workspaceName: string;
  inviterName: string;
  inviterEmail: string | null;
  to: string;
  role: WorkspaceRole;
  token: string;
};

/** Subject, text and HTML, with LINK_PLACEHOLDER where the link goes. */
export function composeInvitationMail(m: Omit<InvitationMail, 'workspaceId' | 'to' | 'token'>) {
  const workspace = plainUserText(m.workspaceName);
  const inviter = plainUserText(m.inviterName);
  const who = m.inviterEmail ? `${inviter} (${m.inviterEmail})` : inviter;
  const role = ROLE_LABELS[m.role];
  const lines = [
    `${who} invited you to join the workspace "${workspace}" on Property Monitor as ${role}.`,
    `Accept the invitation: ${LINK_PLACEHOLDER}`,
    `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, you can ignore this e-mail.`,
  ];
  return {
    subject: `[Property Monitor] ${inviter} invited you to ${workspace}`,
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p><a href="${LINK_PLACEHOLDER}">Accept the invitation to ${escapeHtml(workspace)}</a></p>`,
      `<p style="color:#666">${escapeHtml(lines[2]!)}</p>`,
    ].join('\n'),
  };
}

/** Queued in the caller's transaction, beside the invitation row it announces. */
export async function queueInvitationMail(tx: Tx, config: Config, m: InvitationMail) {
  await queueDirectMail(tx, {
    workspaceId: m.workspaceId,
    to: m.to,
    ...composeInvitationMail(m),
    sealedLink: sealLink(config, invitationLink(config, m.token)),
    eventType: 'team.invitation',
    summary: `Invitation to ${m.to} (${ROLE_LABELS[m.role]})`,
  });
}
