// IANA time zones as the workspace setting, sign-up and maintenance windows take them.

/** The zone's canonical spelling ('europe/berlin' -> 'Europe/Berlin'). */
export function canonicalTimeZone(tz: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: tz }).resolvedOptions().timeZone;
}

/** Any IANA zone this runtime knows (PostgreSQL's tz database matches the IANA names). */
export function isValidTimeZone(tz: string): boolean {
  if (tz.length === 0 || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
