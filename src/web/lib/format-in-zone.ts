// Times as people read them on the workspace's clock, the zone named (maintenance windows, the
// detail page's Locations section).

const formatters = new Map<string, Intl.DateTimeFormat>();

/** "Sun 6 Dec 2026, 02:00 GMT" in the zone. */
export function formatInZone(iso: string, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f.format(new Date(iso));
}
