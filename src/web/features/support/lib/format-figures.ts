/** "0.8 s", "45 ms"; a dash before there is any figure. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** "83%"; a dash before there is any figure. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`;
}

/** Dollars with enough decimals to show a fraction of a cent ($0.0042), or $0.00. */
export function formatUsd(usd: number | null): string {
  if (usd === null) return '—';
  if (usd === 0) return '$0.00';
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}
