import type { ChatMessage } from '../../../../contracts/chat.js';

/** Mail clients cut long mailto: links; the transcript is shortened to stay under this. */
const MAX_BODY = 1500;

/** A mailto: link to support with the conversation so far, for signed-out visitors. */
export function supportMailto(to: string, title: string, messages: ChatMessage[]): string {
  let body = messages
    .map((m) => `${m.role === 'user' ? 'Me' : 'Assistant'}: ${m.content}`)
    .join('\n\n');
  if (body.length > MAX_BODY) body = `${body.slice(0, MAX_BODY)}\n[...]`;
  const params = new URLSearchParams({ subject: `Support request: ${title}`, body });
  return `mailto:${to}?${params.toString().replace(/\+/g, '%20')}`;
}
