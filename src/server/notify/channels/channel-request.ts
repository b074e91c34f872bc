// The HTTP request one event makes on one endpoint, by kind (decision 028): each kind renders its
// service's documented body in its own file; all go out through postJson (target policy, deadline,
// no redirects) and the same outbox, retries and delivery log.
import type { WebhookPayload, WebhookType } from '../../../contracts/webhooks.js';
import type { Config } from '../../config.js';
import { renderBody } from '../webhook-message.js';
import { signatureHeader } from '../webhook-signature.js';
import { discordMessage } from './discord.js';
import { ntfyRequest } from './ntfy.js';
import { pagerdutyEvent } from './pagerduty.js';
import { telegramRequest } from './telegram.js';

/**
 * What the outbox keeps of an event: the public payload plus, for PagerDuty, the outage's key and
 * (an incident acknowledged or resolved here, pagerduty-sync.ts) the action to send.
 */
export type StoredPayload = WebhookPayload & {
  outageKey?: string;
  incidentAction?: 'acknowledge' | 'resolve';
};

export type Endpoint = {
  id: number;
  name: string;
  type: WebhookType;
  url: string;
  secret: string;
  credential: string | null;
  chatId: string | null;
  enabled: boolean;
};

export type ChannelRequest = { url: string; body: string; headers: Record<string, string> };

export function channelRequest(
  endpoint: Endpoint,
  payload: StoredPayload,
  attempt: number,
  config: Config,
): ChannelRequest {
  const json = (url: string, value: unknown, headers: Record<string, string> = {}) => ({
    url,
    body: JSON.stringify(value),
    headers,
  });
  switch (endpoint.type) {
    case 'discord':
      return json(endpoint.url, discordMessage(payload));
    case 'telegram':
      return telegramRequest(config.notify.telegramApiUrl, endpoint, payload);
    case 'pagerduty':
      return json(config.notify.pagerdutyEventsUrl, pagerdutyEvent(endpoint.credential!, payload));
    case 'ntfy':
      return ntfyRequest(endpoint.url, endpoint.credential, payload);
    default: {
      // generic webhooks, Slack and Teams: signed, with the event id for dedupe
      const body = JSON.stringify(renderBody(endpoint.type, payload));
      return {
        url: endpoint.url,
        body,
        headers: {
          'x-monitor-event-id': payload.id,
          'idempotency-key': payload.id,
          'x-monitor-event-type': payload.type,
          'x-monitor-delivery-attempt': String(attempt),
          'x-monitor-signature': signatureHeader(
            endpoint.secret,
            body,
            Math.floor(Date.now() / 1000),
          ),
        },
      };
    }
  }
}
