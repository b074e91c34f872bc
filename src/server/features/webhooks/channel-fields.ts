// What a kind of endpoint stores besides its name and events (decision 028): a URL for the kinds
// addressed by one, a credential (bot token, routing key, ntfy token) and Telegram's chat id.
import {
  CREDENTIAL_FIELD,
  REQUIRED_FIELDS,
  URL_TYPES,
  type WebhookType,
} from '../../../contracts/webhooks.js';
import { badRequest } from '../../lib/errors.js';

export type ChannelInput = {
  url?: string;
  botToken?: string;
  chatId?: string;
  routingKey?: string;
  accessToken?: string;
};
export type ChannelColumns = { url: string; credential: string | null; chatId: string | null };

/**
 * The columns for `type` from what was sent, over what is stored (`current`, on an update). A
 * field of another kind is ignored; a credential of the kind the endpoint had stays unless replaced.
 */
export function channelColumns(
  type: WebhookType,
  input: ChannelInput,
  current?: { type: WebhookType } & ChannelColumns,
): ChannelColumns {
  const sameKind = current?.type === type;
  const field = (CREDENTIAL_FIELD as Partial<Record<WebhookType, keyof ChannelInput>>)[type];
  const credential = field ? (input[field] ?? (sameKind ? current!.credential : null)) : null;
  const keptUrl = current && URL_TYPES.includes(current.type) ? current.url : undefined;
  const url = URL_TYPES.includes(type) ? (input.url ?? keptUrl) : '';
  const chatId = type === 'telegram' ? (input.chatId ?? (sameKind ? current!.chatId : null)) : null;
  const have: Record<string, unknown> = {
    url: url || undefined,
    chatId: chatId ?? undefined,
    [field ?? '-']: credential ?? undefined,
  };
  for (const [name, message] of REQUIRED_FIELDS[type]) {
    if (have[name] === undefined) throw badRequest(message);
  }
  return { url: url ?? '', credential, chatId };
}
