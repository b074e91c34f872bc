// Small formatting helpers for mails: HTML escaping, percentages, milliseconds (times in the
// workspace's zone: lib/zoned-time.ts).

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export const formatPercent = (v: number | null) => (v === null ? 'no data' : `${v.toFixed(2)}%`);
export const formatMs = (v: number | null) => (v === null ? 'no data' : `${v.toFixed(1)} ms`);
