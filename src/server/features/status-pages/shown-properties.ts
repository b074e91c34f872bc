// The properties a page shows, in section order: the ones chosen one by one, and, in a section
// that shows all of the workspace (`all_properties`), every other property of the workspace by
// name, so one added later appears without an edit of the page. Only the page's workspace's
// properties: one moved out of it shows nowhere. The public page, its drafts and the incident
// form all read this list, so they agree on what "shown" means.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { properties, statusPageProperties, statusPageSections } from '../../db/schema/index.js';

export type ShownProperty = {
  sectionId: number;
  propertyId: number;
  name: string;
  displayName: string | null;
  address: string;
  showAddress: boolean;
  status: (typeof properties.$inferSelect)['status'];
  statusChangedAt: Date | null;
};

const columns = {
  propertyId: properties.id,
  name: properties.name,
  address: properties.address,
  status: properties.status,
  statusChangedAt: properties.statusChangedAt,
};

export async function shownProperties(
  db: Db,
  page: { id: number; workspaceId: string },
): Promise<{ sections: Array<{ id: number; name: string }>; shown: ShownProperty[] }> {
  const sections = await db
    .select({
      id: statusPageSections.id,
      name: statusPageSections.name,
      allProperties: statusPageSections.allProperties,
    })
    .from(statusPageSections)
    .where(eq(statusPageSections.pageId, page.id))
    .orderBy(asc(statusPageSections.position));
  const chosen = await db
    .select({
      ...columns,
      sectionId: statusPageProperties.sectionId,
      displayName: statusPageProperties.displayName,
      showAddress: statusPageProperties.showAddress,
    })
    .from(statusPageProperties)
    .innerJoin(
      properties,
      and(
        eq(properties.id, statusPageProperties.propertyId),
        eq(properties.workspaceId, page.workspaceId),
      ),
    )
    .where(eq(statusPageProperties.pageId, page.id))
    .orderBy(asc(statusPageProperties.position));
  const all = sections.find((s) => s.allProperties);
  let rest: ShownProperty[] = [];
  if (all) {
    const placed = chosen.map((c) => c.propertyId);
    const rows = await db
      .select(columns)
      .from(properties)
      .where(
        and(
          eq(properties.workspaceId, page.workspaceId),
          placed.length ? notInArray(properties.id, placed) : undefined,
        ),
      )
      .orderBy(asc(properties.name), asc(properties.id));
    rest = rows.map((r) => ({ ...r, sectionId: all.id, displayName: null, showAddress: false }));
  }
  // a section's chosen properties first, in their order, then the rest of the workspace
  const shown = sections.flatMap((s) => [
    ...chosen.filter((c) => c.sectionId === s.id),
    ...rest.filter((r) => r.sectionId === s.id),
  ]);
  return { sections: sections.map(({ id, name }) => ({ id, name })), shown };
}
