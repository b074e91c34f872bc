// The invitation e-mail: names the workspace and the inviter, carries the one-time link.
import { ROLE_LABELS, type WorkspaceRole } from '../../../contracts/roles.js';
import { INVITATION_TTL_DAYS } from '../../../contracts/team.js';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../notify/format.js';
import { appBaseUrl } from '../../notify/links.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import type { Tx } from '../../accounts/team-tx.js';

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

/** Queued in the caller's transaction, beside the invitation row it announces. */
export async function queueInvitationMail(tx: Tx, config: Config, m: InvitationMail) {
  const link = invitationLink(config, m.token);
  const who = m.inviterEmail ? `${m.inviterName} (${m.inviterEmail})` : m.inviterName;
  const role = ROLE_LABELS[m.role];
  const lines = [
    `${who} invited you to join the workspace "${m.workspaceName}" on Property Monitor as ${role}.`,
    `Accept the invitation: ${link}`,
    `The link works once and expires in ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, you can ignore this e-mail.`,
  ];
  await queueDirectMail(tx, {
    workspaceId: m.workspaceId,
    to: m.to,
    subject: `[Property Monitor] ${m.inviterName} invited you to ${m.workspaceName}`,
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation to ${escapeHtml(m.workspaceName)}</a></p>`,
      `<p style="color:#666">${escapeHtml(lines[2]!)}</p>`,
    ].join('\n'),
    eventType: 'team.invitation',
    summary: `Invitation to ${m.to} (${role})`,
  });
}
