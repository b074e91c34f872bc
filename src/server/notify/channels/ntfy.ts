// ntfy (https://docs.ntfy.sh/publish/#publish-as-json): the topic URL's last segment is the topic,
// the rest the server; a JSON message posted to the server's root carries any text (headers would
// need RFC 2047 for non-ASCII names). An access token goes as `Authorization: Bearer`.
import { headline } from '../webhook-message.js';
import type { ChannelRequest, StoredPayload } from './channel-request.js';
import { detailOf } from './chat-text.js';

const PRIORITY: Record<string, number> = { offline: 5, timeout: 4, online: 3 };
const TAGS: Record<string, string[]> = {
  offline: ['red_circle'],
  online: ['green_circle'],
  timeout: ['orange_circle'],
};

/** `https://ntfy.sh/alerts` → server `https://ntfy.sh`, topic `alerts`. */
export function splitTopicUrl(topicUrl: string): { server: string; topic: string } {
  const u = new URL(topicUrl);
  const parts = u.pathname.replace(/\/+$/, '').split('/');
  const topic = decodeURIComponent(parts.pop() ?? '');
  return { server: `${u.origin}${parts.join('/')}`, topic };
}

export function ntfyRequest(
  topicUrl: string,
  token: string | null,
  p: StoredPayload,
): ChannelRequest {
  const { server, topic } = splitTopicUrl(topicUrl);
  const type = p.alert?.type ?? '';
  return {
    url: `${server}/`,
    body: JSON.stringify({
      topic,
      title: headline(p),
      message: [detailOf(p), p.property?.address].filter(Boolean).join('\n'),
      priority: PRIORITY[type] ?? 3,
      tags: TAGS[type] ?? ['information_source'],
      ...(p.url ? { click: p.url } : {}),
    }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  };
}
