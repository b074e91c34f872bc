// Replaces a page's sections and shown properties with the body's, in its order.
import { eq } from 'drizzle-orm';
import type { StatusPageInput } from '../../../contracts/status-pages.js';
import type { Db } from '../../db/client.js';
import { statusPageProperties, statusPageSections } from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function writeSections(
  tx: Tx,
  pageId: number,
  sections: StatusPageInput['sections'],
): Promise<void> {
  // the shown properties go with their sections (cascade)
  await tx.delete(statusPageSections).where(eq(statusPageSections.pageId, pageId));
  for (const [position, section] of sections.entries()) {
    const [row] = await tx
      .insert(statusPageSections)
      .values({ pageId, name: section.name, position, allProperties: section.allProperties })
      .returning({ id: statusPageSections.id });
    if (section.shownProperties.length === 0) continue;
    await tx.insert(statusPageProperties).values(
      section.shownProperties.map((p, i) => ({
        pageId,
        sectionId: row!.id,
        propertyId: p.propertyId,
        position: i,
        displayName: p.displayName,
        showAddress: p.showAddress,
      })),
    );
  }
}
