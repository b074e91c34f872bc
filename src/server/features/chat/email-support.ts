// "Email Support": hands a conversation to the support address with its transcript, through the
// outbox (retried until delivered, listed in the workspace's notification log). Signed-in askers
// only: support needs an address to answer, and the outbox belongs to a workspace.
import { CHAT_MSG } from '../../../contracts/chat.js';
import type { Actor } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { escapeHtml } from '../../notify/format.js';
import { queueDirectMail } from '../../notify/queue-direct-mail.js';
import { listMessages } from './list-messages.js';

export async function emailSupport(
  db: Db,
  config: Config,
  actor: Actor,
  conversation: { id: string; title: string; createdAt: Date },
): Promise<{ to: string }> {
  const to = config.support.email;
  if (!to) throw new AppError('unavailable', CHAT_MSG.supportNotConfigured);
  const messages = await listMessages(db, conversation.id);
  if (messages.length === 0) throw badRequest(CHAT_MSG.handoffEmpty);

  const who =
    [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.email || 'A user';
  const header = [
    `Support request from ${who}${actor.email ? ` <${actor.email}>` : ''}`,
    `Workspace: ${actor.workspaceName} (role ${actor.workspaceRole}, plan ${actor.plan})`,
    `Conversation: ${conversation.title}, started ${conversation.createdAt.toISOString()}`,
    actor.email
      ? 'Reply to the address above to answer.'
      : 'This person has no e-mail address on file.',
  ].join('\n');
  const transcript = messages
    .map((m) => `[${m.timestamp}] ${m.role === 'user' ? who : 'Assistant'}:\n${m.content}`)
    .join('\n\n');
  const text = `${header}\n\n${transcript}\n`;
  await queueDirectMail(db, {
    workspaceId: actor.workspaceId,
    to,
    subject: `Support request: ${conversation.title} (${who})`,
    text,
    html: `<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(text)}</pre>`,
    eventType: 'support.handoff',
    summary: `Support chat "${conversation.title}" sent to support`,
  });
  return { to };
}
