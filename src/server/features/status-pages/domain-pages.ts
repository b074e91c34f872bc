// Which status page answers a custom domain (issue 27): pages with a host name whose workspace's
// plan includes own domains. Kept in memory, so the check every request makes (by its Host) is a
// map lookup; read again when a page changes (`stats:status-pages`), when a plan may have changed
// (`auth`, which every workspaces write moves), and at least every KEPT_STATUS_MS. While changes
// from other processes do not reach this one, it is read again at most once a second.
import { eq, isNotNull } from 'drizzle-orm';
import { planHas } from '../../../contracts/entitlements.js';
import type { ChangeSignals } from '../../db/change-signals.js';
import type { Db } from '../../db/client.js';
import { statusPages, workspaces } from '../../db/schema/index.js';
import { KEPT_STATUS_MS } from './kept-status.js';

const DEAF_REREAD_MS = 1000;

export type DomainPages = {
  /** the slug of the page a host name serves, or null (not a status page's domain) */
  slugOf(host: string): Promise<string | null>;
  /** as slugOf while the kept map may be used as it is, else undefined (ask slugOf) */
  slugNow(host: string): string | null | undefined;
  /** the host name a page is served on, when its plan allows one */
  domainOf(slug: string): Promise<string | null>;
};

type Snapshot = { bySlug: Map<string, string>; byHost: Map<string, string> };

const EMPTY: Snapshot = { bySlug: new Map(), byHost: new Map() };

export function createDomainPages(db: Db, signals: ChangeSignals): DomainPages {
  let kept: { snap: Snapshot; stamp: string; at: number } | null = null;
  let reading: Promise<Snapshot> | null = null;
  // A failed read (the database away) must not fail every request of the app, whose Host is looked
  // up first: the last snapshot (or none) serves, and the read is tried again after a second.
  let failedAt = -Infinity;
  const stampNow = () =>
    `${signals.stamp('stats', 'status-pages')}:${signals.stamp('auth')}:${signals.live}`;

  const read = async (): Promise<Snapshot> => {
    const stamp = stampNow();
    const at = Date.now();
    const rows = await db
      .select({ slug: statusPages.slug, domain: statusPages.customDomain, plan: workspaces.plan })
      .from(statusPages)
      .innerJoin(workspaces, eq(workspaces.id, statusPages.workspaceId))
      .where(isNotNull(statusPages.customDomain));
    const snap: Snapshot = { bySlug: new Map(), byHost: new Map() };
    for (const r of rows) {
      if (!r.domain || !planHas(r.plan, 'statusPageDomain')) continue;
      snap.byHost.set(r.domain, r.slug);
      snap.bySlug.set(r.slug, r.domain);
    }
    kept = { snap, stamp, at };
    return snap;
  };

  const fresh = () => {
    const age = kept ? Date.now() - kept.at : Infinity;
    return (
      kept &&
      (signals.live ? kept.stamp === stampNow() && age < KEPT_STATUS_MS : age < DEAF_REREAD_MS)
    );
  };
  const snapshot = (): Promise<Snapshot> => {
    if (fresh()) return Promise.resolve(kept!.snap);
    if (Date.now() - failedAt < DEAF_REREAD_MS) return Promise.resolve(kept?.snap ?? EMPTY);
    // one read shared by every request waiting for it
    reading ??= read()
      .catch(() => {
        failedAt = Date.now();
        return kept?.snap ?? EMPTY;
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  };

  return {
    async slugOf(host) {
      return (await snapshot()).byHost.get(host.toLowerCase()) ?? null;
    },
    slugNow(host) {
      if (!fresh()) return undefined;
      return kept!.snap.byHost.get(host.toLowerCase()) ?? null;
    },
    async domainOf(slug) {
      return (await snapshot()).bySlug.get(slug) ?? null;
    },
  };
}
