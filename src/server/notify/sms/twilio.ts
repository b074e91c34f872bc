// SMS through Twilio's Messages API with plain fetch: POST {base}/2010-04-01/Accounts/{Sid}/
// Messages.json, form body To/From/Body, basic auth Sid:Token. The base URL is configurable so
// tests talk to a fake on loopback. One sender per configuration.
import type { Config } from '../../config.js';

export type SmsResult =
  | { ok: true; sid: string; statusCode: number }
  | { ok: false; error: string; permanent: boolean; statusCode: number | null };

export type SmsSender = {
  configured: boolean;
  send(to: string, body: string): Promise<SmsResult>;
};

const TIMEOUT_MS = 10_000;
const cache = new WeakMap<Config['sms'], SmsSender>();

export function getSmsSender(config: Config): SmsSender {
  let sender = cache.get(config.sms);
  if (!sender) {
    sender = createSmsSender(config.sms.twilio);
    cache.set(config.sms, sender);
  }
  return sender;
}

export function createSmsSender(twilio: Config['sms']['twilio']): SmsSender {
  if (!twilio) {
    return {
      configured: false,
      send: async () => ({
        ok: false,
        error: 'SMS is not configured',
        permanent: true,
        statusCode: null,
      }),
    };
  }
  const url = `${twilio.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`;
  // A Messaging Service (MG...) picks the sender number itself.
  const fromField = /^MG[0-9a-f]{32}$/i.test(twilio.from) ? 'MessagingServiceSid' : 'From';
  return {
    configured: true,
    async send(to, body) {
      const form = new URLSearchParams({ To: to, [fromField]: twilio.from, Body: body });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization: auth,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        return {
          ok: false,
          error: `SMS provider unreachable: ${e.cause?.code ?? e.message}`,
          permanent: false,
          statusCode: null,
        };
      }
      const data = (await res.json().catch(() => null)) as {
        sid?: string;
        code?: number;
        message?: string;
      } | null;
      if (res.ok && data?.sid) return { ok: true, sid: data.sid, statusCode: res.status };
      return {
        ok: false,
        error: `SMS provider answered ${res.status}${data?.message ? `: ${data.message}` : ''}${data?.code ? ` (code ${data.code})` : ''}`,
        // A refused number or message is for good; auth, rate limits and outages may pass.
        permanent: res.status === 400 || res.status === 404,
        statusCode: res.status,
      };
    },
  };
}
