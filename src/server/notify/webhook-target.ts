// Webhook URLs obey the monitoring target policy: the host is resolved (IPv4) and every address
// we connect to must be allowed, so a hosted installation cannot be made to call its own private
// network. The check is made again at send time, inside the connection's DNS lookup, so a name
// that re-resolves to a private address later (DNS rebinding) is refused too.
import dns from 'node:dns';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import type { TargetPolicy } from '../monitoring/target-policy.js';

export type UrlCheck = { ok: true } | { ok: false; reason: string };

/** Resolves and checks a webhook URL (used when an admin saves it). */
export async function checkWebhookUrl(url: string, policy: TargetPolicy): Promise<UrlCheck> {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return { ok: false, reason: 'Please enter a valid http:// or https:// URL' };
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') {
    return { ok: false, reason: 'Please enter a valid http:// or https:// URL' };
  }
  const host = hostOf(u);
  if (net.isIP(host)) return literalDecision(host, policy);
  try {
    const addresses = await dns.promises.lookup(host, { family: 4, all: true });
    const allowed = addresses.filter((a) => policy.check(a.address).ok);
    if (allowed.length === 0) return { ok: false, reason: nameRefused(host) };
    return { ok: true };
  } catch {
    return { ok: false, reason: `Could not resolve ${host}` };
  }
}

export function hostOf(u: URL): string {
  return u.hostname.replace(/^\[|\]$/g, '');
}

/** Decision for an IP literal in a URL (IPv6 literals are refused: the policy is IPv4). */
export function literalDecision(ip: string, policy: TargetPolicy): UrlCheck {
  if (net.isIPv6(ip))
    return { ok: false, reason: `Webhook URL not allowed: ${ip} is not an IPv4 address` };
  const d = policy.check(ip);
  return d.ok ? { ok: true } : { ok: false, reason: `Webhook URL not allowed: ${d.reason}` };
}

/**
 * The refusal of a host name: it names the host the admin typed, never the address it resolves
 * to, so the form cannot be used to map what names resolve to inside the hosting network.
 */
export const nameRefused = (host: string) =>
  `Webhook URL not allowed: ${host} resolves to an address this installation's monitoring policy does not allow`;

/** A `lookup` for http.request that only ever hands out allowed IPv4 addresses. */
export function policyLookup(policy: TargetPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { family: 4, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const allowed = addresses.filter((a) => policy.check(a.address).ok);
      if (allowed.length === 0) {
        const e = Object.assign(new Error(nameRefused(hostname)), { code: 'EPOLICY' });
        return callback(e, '', 4);
      }
      if (options.all) return callback(null, allowed);
      return callback(null, allowed[0]!.address, 4);
    });
  };
}
