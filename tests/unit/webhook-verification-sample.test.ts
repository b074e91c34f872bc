// The API page's webhook signature check (JavaScript sample) accepts what the server signs and
// refuses a wrong secret or a changed body: the sample integrators copy really works.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { expect, it } from 'vitest';
import { signatureHeader } from '../../src/server/notify/webhook-signature.js';
import { verificationSamples } from '../../src/web/features/api-docs/lib/openapi-view.js';

it("the JavaScript signature check accepts the server's signature and refuses forged ones", () => {
  const source = verificationSamples('x-monitor-signature')
    .javascript.replace(/^import .*$/m, '')
    .replace('export function', 'function');
  const verify = new Function('createHmac', 'timingSafeEqual', `${source}; return verify;`)(
    createHmac,
    timingSafeEqual,
  ) as (secret: string, body: string, header: string) => boolean;
  const body = '{"id":"e1","type":"property.offline"}';
  const now = Math.floor(Date.now() / 1000);
  expect(verify('whsec_test', body, signatureHeader('whsec_test', body, now))).toBe(true);
  expect(verify('whsec_other', body, signatureHeader('whsec_test', body, now))).toBe(false);
  expect(verify('whsec_test', `${body} `, signatureHeader('whsec_test', body, now))).toBe(false);
  // a replay: signed ten minutes ago
  expect(verify('whsec_test', body, signatureHeader('whsec_test', body, now - 600))).toBe(false);
});
