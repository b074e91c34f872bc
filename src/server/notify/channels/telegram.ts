// Telegram Bot API sendMessage (https://core.telegram.org/bots/api#sendmessage): the token is in
// the path, the chat and an HTML-formatted text in the JSON body.
import type { ChannelRequest, Endpoint, StoredPayload } from './channel-request.js';
import { alertIcon, detailOf } from './chat-text.js';
import { headline } from '../webhook-message.js';

/** Telegram's HTML mode: only &, < and > (and " inside attributes) need escaping. */
const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function telegramText(p: StoredPayload): string {
  return [
    `${alertIcon(p)} <b>${html(headline(p))}</b>`,
    html(detailOf(p)),
    p.property?.address ? html(p.property.address) : null,
    p.url ? `<a href="${html(p.url)}">View in Property Monitor</a>` : null,
  ]
    .filter(Boolean)
    .join('\n');
}

export function telegramRequest(
  apiUrl: string,
  endpoint: Pick<Endpoint, 'credential' | 'chatId'>,
  p: StoredPayload,
): ChannelRequest {
  return {
    url: `${apiUrl}/bot${endpoint.credential}/sendMessage`,
    body: JSON.stringify({
      chat_id: endpoint.chatId,
      text: telegramText(p),
      parse_mode: 'HTML',
      link_preview_options: { is_disabled: true },
    }),
    headers: {},
  };
}
