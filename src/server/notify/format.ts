// Small formatting helpers for mails: HTML escaping, times in the workspace's zone, percentages.

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** "15 Jan 2025, 08:00 CET": the workspace's time zone, named. */
export function formatTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

export const formatPercent = (v: number | null) => (v === null ? 'no data' : `${v.toFixed(2)}%`);
export const formatMs = (v: number | null) => (v === null ? 'no data' : `${v.toFixed(1)} ms`);
