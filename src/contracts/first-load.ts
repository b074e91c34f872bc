// The calls of a signed-in browser's first screen, named once: src/web/boot.js gets them at build
// (scripts/boot-script.ts fills them in), and the app's reads that adopt boot.js's answers
// (lib/boot-requests.ts) ask for the same URLs, so the two can never drift apart.
export const FIRST_LOAD_URLS = {
  /** who is signed in */
  user: '/api/auth/user',
  /** the live stream (its event names: LIVE_EVENT_TYPES in monitoring.ts) */
  events: '/api/events',
  /** the dashboard's first page, a few KB, shown while the whole list loads */
  firstPage: '/api/properties/page?limit=10',
  properties: '/api/properties',
  dashboardStats: '/api/dashboard/stats',
} as const;
