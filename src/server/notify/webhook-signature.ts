// X-Monitor-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, `${t}.${rawBody}`)>
// The timestamp is inside the signed text, so a captured request cannot be replayed later with
// a fresh timestamp; receivers should reject t older than a few minutes.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${hmac(secret, `${unixSeconds}.${body}`)}`;
}

/** What a receiver does; used by the tests and documented for integrators. */
export function verifySignature(opts: {
  secret: string;
  body: string;
  header: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): boolean {
  const parts = new Map(
    opts.header.split(',').map((kv) => {
      const i = kv.indexOf('=');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (Math.abs(opts.nowSeconds - t) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(hmac(opts.secret, `${t}.${opts.body}`), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}
