// The activity log's rows for one batch of status changes. A property's first answer (unknown →
// online) is news only to the person who just added it; at import or in a large workspace's
// first minute it was one row per property (issue 32: 6 % of PostgreSQL's time at 100,000 new
// properties, decision 036). Two or more first answers of one workspace in a batch are one row,
// "12 new properties are now online"; every other change stays one row per property.
import { countOf, PROPERTY_WORD } from '../../contracts/plural.js';
import type { PropertyStatus } from '../../contracts/properties.js';

export type StatusChange = {
  workspaceId: string;
  propertyId: number;
  name: string;
  from: PropertyStatus;
  to: PropertyStatus;
  at: Date;
};

export type ActivityRow = {
  workspaceId: string;
  propertyId: number | null;
  message: string;
  at: Date;
};

const isFirstOnline = (c: StatusChange) => c.from === 'unknown' && c.to === 'online';

export function statusActivity(changes: StatusChange[]): ActivityRow[] {
  const firstByWorkspace = new Map<string, StatusChange[]>();
  for (const c of changes.filter(isFirstOnline)) {
    const list = firstByWorkspace.get(c.workspaceId) ?? [];
    list.push(c);
    firstByWorkspace.set(c.workspaceId, list);
  }
  const rows: ActivityRow[] = [];
  for (const c of changes) {
    if (isFirstOnline(c) && firstByWorkspace.get(c.workspaceId)!.length > 1) continue;
    rows.push({
      workspaceId: c.workspaceId,
      propertyId: c.propertyId,
      message: `${c.name} is now ${c.to}`,
      at: c.at,
    });
  }
  for (const [workspaceId, list] of firstByWorkspace) {
    if (list.length < 2) continue;
    const at = new Date(Math.max(...list.map((c) => c.at.getTime())));
    const message = `${countOf(list.length, { one: `new ${PROPERTY_WORD.one}`, other: `new ${PROPERTY_WORD.other}` })} are now online`;
    rows.push({ workspaceId, propertyId: null, message, at });
  }
  return rows;
}
