// A per-address request limit kept as one count per address in a fixed window: what the fast
// path of the public status answers (fast-answers.ts) costs per request is a Map lookup, where
// @fastify/rate-limit's hook (an async store, its headers) cost as much as the rest of the answer.
// Like the plugin's default store, the window is fixed (a burst of twice the limit across its
// edge is possible) and the addresses held are bounded.

/** addresses counted at most (a flood of made-up addresses cannot fill memory) */
const MAX_ADDRESSES = 100_000;

export type AddressLimit = {
  /** counts one request of `address`: undefined when allowed, else the seconds until it is */
  take(address: string): number | undefined;
};

export function addressLimit(max: number, windowMs: number, now = Date.now): AddressLimit {
  let counts = new Map<string, number>();
  let resetAt = now() + windowMs;
  return {
    take(address) {
      const t = now();
      if (t >= resetAt || counts.size >= MAX_ADDRESSES) {
        counts = new Map();
        resetAt = t + windowMs;
      }
      const n = (counts.get(address) ?? 0) + 1;
      counts.set(address, n);
      return n > max ? Math.max(1, Math.ceil((resetAt - t) / 1000)) : undefined;
    },
  };
}
