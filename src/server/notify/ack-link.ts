// The acknowledgement link of an alert mail or SMS (issue 29, decision 032): a signed token that
// acknowledges one incident and nothing else, so it works forwarded and needs no sign-in. It is
// not a secret kept anywhere: the signature (HMAC-SHA256 under a key derived from the mail-link
// secret, sealed-link.ts) is checked against the incident id in the URL, so a token of another
// incident is refused; once the incident has ended the link answers 410.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.js';
import type { AckChannel } from '../../contracts/incident-model.js';
import { appBaseUrl } from './links.js';
import { purposeKey } from './sealed-link.js';

type LinkChannel = Extract<AckChannel, 'mail' | 'sms'>;
const CODE: Record<LinkChannel, string> = { mail: 'm', sms: 's' };
const FROM_CODE: Record<string, LinkChannel> = { m: 'mail', s: 'sms' };

function signature(config: Config, incidentId: number, code: string): string {
  return createHmac('sha256', purposeKey(config, 'incident-ack'))
    .update(`${incidentId}:${code}`)
    .digest('base64url')
    .slice(0, 32);
}

export function ackToken(config: Config, incidentId: number, via: LinkChannel): string {
  return `${CODE[via]}${signature(config, incidentId, CODE[via])}`;
}

/** Where the token came from when it acknowledges this incident; undefined otherwise. */
export function checkAckToken(
  config: Config,
  incidentId: number,
  token: string,
): LinkChannel | undefined {
  const via = FROM_CODE[token.charAt(0)];
  if (!via) return undefined;
  const want = Buffer.from(signature(config, incidentId, token.charAt(0)));
  const got = Buffer.from(token.slice(1));
  return got.length === want.length && timingSafeEqual(got, want) ? via : undefined;
}

export const ACK_PATH = (incidentId: number) => `/incidents/${incidentId}/acknowledge`;

export function ackLink(config: Config, incidentId: number, via: LinkChannel): string {
  return `${appBaseUrl(config)}${ACK_PATH(incidentId)}?t=${ackToken(config, incidentId, via)}`;
}
