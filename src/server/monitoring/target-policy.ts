// Which addresses this installation may probe. Users type addresses in; a hosted deployment must
// not become a scanner of its own (or its provider's) network, so private and special ranges are
// refused there unless an operator allows them explicitly.
import { parseIPv4 } from './probe/ipv4.js';

export type PolicyDecision = { ok: true } | { ok: false; reason: string };
export type TargetPolicy = { check(ip: string): PolicyDecision };
export type TargetPolicyOptions = { hosted: boolean; allow: string[]; deny: string[] };

type Cidr = { text: string; base: number; bits: number };

/** Denied by default on hosted installations: not the public internet. */
export const HOSTED_DEFAULT_DENY: readonly string[] = [
  '0.0.0.0/8', // "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // carrier-grade NAT
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments (NAT64 discovery, Oracle's 192.0.0.192 metadata)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved
  '255.255.255.255/32', // limited broadcast
  // Cloud instance metadata: each needs an allow entry of exactly /32, so allowing a whole
  // range (169.254.0.0/16 for link-local devices, say) never opens the metadata service.
  '169.254.169.254/32', // AWS, GCP, Azure, OpenStack, DigitalOcean, Oracle
  '169.254.170.2/32', // AWS ECS task metadata
  '100.100.100.200/32', // Alibaba Cloud
  '168.63.129.16/32', // Azure WireServer (a public address)
];

function maskOf(bits: number): number {
  return bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
}

/** "a.b.c.d/n" or a bare address (/32). Throws on anything else: policies come from config. */
export function parseCidr(text: string): Cidr {
  const [addr, bitsText, extra] = text.trim().split('/');
  const value = parseIPv4(addr ?? '');
  const bits = bitsText === undefined ? 32 : /^\d{1,2}$/.test(bitsText) ? Number(bitsText) : NaN;
  if (value === null || extra !== undefined || !(bits >= 0 && bits <= 32)) {
    throw new Error(`Invalid IPv4 CIDR range "${text}"`);
  }
  return { text: text.trim(), base: (value & maskOf(bits)) >>> 0, bits };
}

export function cidrContains(cidr: Cidr, ip: number): boolean {
  return (ip & maskOf(cidr.bits)) >>> 0 === cidr.base;
}

export function createTargetPolicy(opts: TargetPolicyOptions): TargetPolicy {
  const allow = opts.allow.map(parseCidr);
  const deny = opts.deny.map(parseCidr);
  const defaults = opts.hosted ? HOSTED_DEFAULT_DENY.map(parseCidr) : [];
  const refuse = (ip: string): PolicyDecision => ({
    ok: false,
    reason: `Address ${ip} is not allowed by this installation's monitoring policy`,
  });

  return {
    check(ip: string): PolicyDecision {
      const value = parseIPv4(ip.trim());
      if (value === null) return { ok: false, reason: `${ip} is not a valid IPv4 address` };
      if (deny.some((c) => cidrContains(c, value))) return refuse(ip);
      const allowedBy = allow.filter((c) => cidrContains(c, value));
      if (allow.length > 0 && allowedBy.length === 0) return refuse(ip);
      for (const range of defaults) {
        if (!cidrContains(range, value)) continue;
        // Only an allow entry no broader than the special range opens it: 0.0.0.0/0 does not
        // open loopback, 127.0.0.0/8 or 127.77.0.0/16 does.
        if (!allowedBy.some((c) => c.bits >= range.bits)) return refuse(ip);
      }
      return { ok: true };
    },
  };
}
