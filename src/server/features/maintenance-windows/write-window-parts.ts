// The parts of a window written beside its row: its chosen properties and its occurrences.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { maintenanceOccurrences, maintenanceWindowProperties } from '../../db/schema/index.js';
import type { Occurrence } from './expand-occurrences.js';

/** Replaces the window's chosen properties. */
export async function writeProperties(
  tx: DbOrTx,
  windowId: number,
  propertyIds: number[],
): Promise<void> {
  await tx
    .delete(maintenanceWindowProperties)
    .where(eq(maintenanceWindowProperties.windowId, windowId));
  if (propertyIds.length === 0) return;
  await tx
    .insert(maintenanceWindowProperties)
    .values(propertyIds.map((propertyId) => ({ windowId, propertyId })));
}

/**
 * Adds occurrences. One that had already ended when it was entered needs no "still down" alert at
 * its end (nothing was held back for it), so it is written as handled.
 */
export async function writeOccurrences(
  tx: DbOrTx,
  windowId: number,
  workspaceId: string,
  occurrences: Occurrence[],
  now: Date,
): Promise<void> {
  if (occurrences.length === 0) return;
  await tx.insert(maintenanceOccurrences).values(
    occurrences.map((o) => ({
      windowId,
      workspaceId,
      startsAt: o.startsAt,
      endsAt: o.endsAt,
      endHandled: o.endsAt <= now,
      // one over before it was entered is no news to announce as started
      startHandled: o.endsAt <= now,
    })),
  );
}
