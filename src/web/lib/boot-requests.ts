// Adopts what src/web/boot.js (inlined into index.html) started before the app's code loaded
// (issue 14): the response of a first GET (the sign-in check, the dashboard's data) and the
// live stream, so nothing is asked twice. One-shot: each response is taken once, by the first
// read of its URL.
import { adopt, send } from './api-fetch.js';

type Boot = {
  at: number;
  /**
   * null: not asked after all (the property list of a workspace whose dashboard pages on the
   * server, issue 32); whoever reads that URL then asks for it
   */
  responses: Record<string, Promise<Response | null> | undefined>;
  source: EventSource | null;
  /** raw `data` of the stream's events, in order, until the app takes the stream */
  events: string[];
  /**
   * index in `events` of the first one received after the data was asked; -1: not asked yet,
   * -2: the app took the stream first (and asks for the data itself)
   */
  dataFrom: number;
};

declare global {
  interface Window {
    __pmBoot?: Boot;
  }
}

/** An answer this old is not adopted: whoever reads later wants current data. */
const MAX_AGE_MS = 10_000;

const boot = (): Boot | undefined => (typeof window === 'undefined' ? undefined : window.__pmBoot);

/** The response boot.js started for this URL (once), if any and still fresh. */
export function takeBootResponse(url: string): Promise<Response | null> | undefined {
  const b = boot();
  const res = b?.responses[url];
  if (!b || !res) return undefined;
  b.responses[url] = undefined;
  return performance.now() - b.at < MAX_AGE_MS ? res : undefined;
}

/** boot.js's early answer for this GET if it has one, else a fresh GET with credentials. */
export function bootOrFetch(url: string, signal?: AbortSignal): Promise<Response> {
  const early = takeBootResponse(url);
  return early ? adopt(early.then((res) => res ?? send(url, { signal }))) : send(url, { signal });
}

export const hasBootResponse = (url: string): boolean => boot()?.responses[url] !== undefined;

/**
 * The live stream's `ready` named `etag` as current for `url`: an early answer not adopted yet
 * is kept only if it carries that ETag, else replaced by a fresh GET (its body is not read). So
 * an answer read before the stream went live cannot hide a change made in between, whenever it
 * is adopted. Returns whether there was such an answer.
 */
export function requireBootEtag(url: string, etag: string): boolean {
  const b = boot();
  const early = b?.responses[url];
  if (!b || !early) return false;
  b.responses[url] = early.then((res) => {
    if (!res) return null;
    if (res.headers.get('etag') === etag) return res;
    void res.body?.cancel();
    return send(url);
  });
  return true;
}

/**
 * The live stream boot.js opened, with the events that arrived after the data was asked (those
 * before are in the data already); the caller replays them. The stream is taken once.
 */
export function takeBootStream(): { source: EventSource; missed: string[] } | undefined {
  const b = boot();
  if (!b?.source) return undefined;
  const source = b.source;
  b.source = null;
  const missed = b.dataFrom < 0 ? b.events : b.events.slice(b.dataFrom);
  b.events = [];
  if (b.dataFrom === -1) b.dataFrom = -2;
  return { source, missed };
}
