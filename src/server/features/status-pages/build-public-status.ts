// What a public page shows (GET /api/public/status/{slug} and /status/{slug}): its sections and
// properties with their states and 90 daily uptime figures, its incidents, its maintenance. No IP
// address is read; an address only where the admin ticked it. Built once per change and kept
// (kept-status.ts), so visitors cause no query.
import { UPTIME_DAYS, type PublicStatus } from '../../../contracts/public-status.js';
import type { TrackedIncident } from '../../../contracts/tracked-incidents.js';
import type { Db } from '../../db/client.js';
import { eq } from 'drizzle-orm';
import { planHas } from '../../../contracts/entitlements.js';
import { type statusPages, workspaces } from '../../db/schema/index.js';
import { checkMetrics, combineRollups } from '../../reporting/report-stats.js';
import { bucketStarts, DAY, namedWindow } from '../../reporting/report-window.js';
import { propertyBucketTotals } from '../../reporting/rollup-totals.js';
import { dayEvents } from './day-events.js';
import { pageIncidents } from './page-incidents.js';
import { pageMaintenance } from './page-maintenance.js';
import { overallStateOf, shownStateOf } from './page-state.js';
import { shownProperties } from './shown-properties.js';

type PageRow = typeof statusPages.$inferSelect;

/** Whether the page's domain is served: it has one and its workspace's plan includes it. */
async function domainServed(db: Db, page: PageRow): Promise<boolean> {
  if (!page.customDomain) return false;
  const [ws] = await db
    .select({ plan: workspaces.plan })
    .from(workspaces)
    .where(eq(workspaces.id, page.workspaceId));
  return ws ? planHas(ws.plan, 'statusPageDomain') : false;
}

export async function buildPublicStatus(
  db: Db,
  page: PageRow,
  now = new Date(),
): Promise<PublicStatus> {
  const { sections, shown } = await shownProperties(db, page);
  const ids = shown.map((p) => p.propertyId);
  const window = namedWindow(`${UPTIME_DAYS}d` as '90d', now);
  const totals = await propertyBucketTotals(db, ids, window);
  const days = bucketStarts(window).map((d) => d.toISOString().slice(0, 10));
  const maintenance = await pageMaintenance(db, ids, now);
  const incidents = await pageIncidents(db, page.id, {
    resolvedSince: new Date(now.getTime() - UPTIME_DAYS * DAY),
  });
  const events = await dayEvents(db, ids, incidents, window.start, now);
  const nameOf = new Map(shown.map((p) => [p.propertyId, p.displayName ?? p.name]));

  const shownProps = shown.map((p) => {
    const rows = totals.get(p.propertyId) ?? [];
    const byDay = new Map(rows.map((r) => [r.time.toISOString().slice(0, 10), r]));
    const happened = events.get(p.propertyId);
    return {
      sectionId: p.sectionId,
      id: p.propertyId,
      name: nameOf.get(p.propertyId)!,
      address: p.showAddress ? p.address : null,
      state: shownStateOf(p.status, maintenance.underMaintenance.has(p.propertyId)),
      uptime: checkMetrics(combineRollups(rows)).uptime,
      days: days.map((date) => {
        const r = byDay.get(date);
        return { date, uptime: r ? checkMetrics(r).uptime : null, ...happened?.get(date) };
      }),
    };
  });
  const toPublic = (i: TrackedIncident) => ({
    id: i.id,
    title: i.title,
    state: i.state,
    startedAt: i.startedAt,
    resolvedAt: i.resolvedAt,
    affected: i.propertyIds.flatMap((id) => nameOf.get(id) ?? []),
    updates: i.updates.map((u) => ({ state: u.state, message: u.message, at: u.createdAt })),
  });
  return {
    title: page.title,
    slug: page.slug,
    description: page.description,
    logoUrl: page.logoUrl,
    accentColor: page.accentColor,
    customDomain: (await domainServed(db, page)) ? page.customDomain : null,
    overall: overallStateOf(shownProps.map((p) => p.state)),
    sections: sections.map((s) => ({
      name: s.name,
      properties: shownProps.filter((p) => p.sectionId === s.id).map(({ sectionId: _, ...p }) => p),
    })),
    activeIncidents: incidents.filter((i) => i.state !== 'resolved').map(toPublic),
    resolvedIncidents: incidents.filter((i) => i.state === 'resolved').map(toPublic),
    maintenance: maintenance.windows,
    generatedAt: now.toISOString(),
  };
}
