// The caller's own sign-in sessions (Settings → Sessions): where they are signed in, and ending
// the ones they do not recognise. The id is the session's stored hash, never its cookie token.
import { z } from 'zod';

export const sessionInfo = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** when it ends at the latest without activity (idle) or in any case (absolute) */
  expiresAt: z.string(),
  /** a readable device, e.g. "Chrome on Windows", from the browser's user agent */
  device: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const sessionIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

export const sessionsEnded = z.object({ ended: z.number().int() });

export const SESSION_MSG = {
  notFound: 'Session not found',
} as const;

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** "Chrome on Linux"; "Unknown browser" when the agent says nothing we know. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return 'Unknown browser';
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}
