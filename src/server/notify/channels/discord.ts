// Discord's Execute Webhook body (https://discord.com/developers/docs/resources/webhook): one embed;
// `allowed_mentions` empty so a property named "@everyone" pings nobody.
import { headline } from '../webhook-message.js';
import type { StoredPayload } from './channel-request.js';
import { alertIcon, detailOf } from './chat-text.js';

const COLOR: Record<string, number> = { offline: 0xd32f2f, online: 0x2e7d32, timeout: 0xf57c00 };

export function discordMessage(p: StoredPayload) {
  return {
    username: 'Property Monitor',
    allowed_mentions: { parse: [] as string[] },
    embeds: [
      {
        title: `${alertIcon(p)} ${headline(p)}`.slice(0, 256),
        description: detailOf(p).slice(0, 4096),
        color: COLOR[p.alert?.type ?? ''] ?? 0x0078d7,
        timestamp: p.createdAt,
        ...(p.url ? { url: p.url } : {}),
        ...(p.property?.address
          ? { fields: [{ name: 'Address', value: p.property.address.slice(0, 1024) }] }
          : {}),
      },
    ],
  };
}
