// Pages as the admin API answers them: the row, its sections in order, each with its shown
// properties in order (with the property's own name beside the display name).
import { asc, eq, inArray } from 'drizzle-orm';
import type { StatusPage } from '../../../contracts/status-pages.js';
import type { Db } from '../../db/client.js';
import {
  properties,
  statusPageProperties,
  type statusPages,
  statusPageSections,
} from '../../db/schema/index.js';

type PageRow = typeof statusPages.$inferSelect;

export const publicPathOf = (slug: string) => `/status/${slug}`;

export async function toStatusPageDtos(db: Db, rows: PageRow[]): Promise<StatusPage[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const sections = await db
    .select()
    .from(statusPageSections)
    .where(inArray(statusPageSections.pageId, ids))
    .orderBy(asc(statusPageSections.position));
  const shown = await db
    .select({
      sectionId: statusPageProperties.sectionId,
      propertyId: statusPageProperties.propertyId,
      propertyName: properties.name,
      displayName: statusPageProperties.displayName,
      showAddress: statusPageProperties.showAddress,
    })
    .from(statusPageProperties)
    .innerJoin(properties, eq(properties.id, statusPageProperties.propertyId))
    .where(inArray(statusPageProperties.pageId, ids))
    .orderBy(asc(statusPageProperties.position));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    logoUrl: r.logoUrl,
    accentColor: r.accentColor,
    visibility: r.visibility,
    customDomain: r.customDomain,
    url: publicPathOf(r.slug),
    sections: sections
      .filter((s) => s.pageId === r.id)
      .map((s) => ({
        name: s.name,
        allProperties: s.allProperties,
        shownProperties: shown
          .filter((p) => p.sectionId === s.id)
          .map(({ sectionId: _, ...p }) => p),
      })),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
