// On a hosted policy a refused webhook URL names what the admin typed, never the address a host
// name resolves to: neither when the URL is saved nor in the delivery error at send time.
// `localhost` resolves from the hosts file: nothing here asks a DNS server or sends traffic.
import { describe, expect, it } from 'vitest';
import { createTargetPolicy } from '../monitoring/target-policy.js';
import { checkWebhookUrl, nameRefused, policyLookup } from './webhook-target.js';

const hosted = createTargetPolicy({ hosted: true, allow: [], deny: [] });

describe('webhook target refusals', () => {
  it('a host name resolving to a refused address is refused without naming the address', async () => {
    const check = await checkWebhookUrl('http://localhost:9/hook', hosted);
    expect(check).toEqual({
      ok: false,
      reason:
        "Webhook URL not allowed: localhost resolves to an address this installation's monitoring policy does not allow",
    });
    expect(JSON.stringify(check)).not.toContain('127.0.0.1');
  });

  it('an address typed in is named: the admin wrote it', async () => {
    expect(await checkWebhookUrl('http://127.0.0.1:9/hook', hosted)).toEqual({
      ok: false,
      reason:
        "Webhook URL not allowed: Address 127.0.0.1 is not allowed by this installation's monitoring policy",
    });
  });

  it('the send-time lookup refuses with the same words, no address in them', async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      policyLookup(hosted)('localhost', { family: 4 }, (e) => resolve(e)),
    );
    expect(err?.code).toBe('EPOLICY');
    expect(err?.message).toBe(nameRefused('localhost'));
    expect(err?.message).not.toContain('127.0.0.1');
  });
});
