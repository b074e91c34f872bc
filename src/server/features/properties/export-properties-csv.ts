// GET /api/properties/export.csv: the properties selected (the dashboard's search, status filter,
// group and sort; without any, all of them) as CSV, streamed a slice at a time (issue 32): the
// ids come from the kept index in the order asked, each slice's rows are read by id and written
// out before the next is read, so 100,000 properties are never held as one text or one list.
import { inArray } from 'drizzle-orm';
import { Readable } from 'node:stream';
import {
  DASHBOARD_CSV_COLUMNS,
  PROPERTY_CSV_COLUMNS,
} from '../../../contracts/property-csv-columns.js';
import type { PropertySelection } from '../../../contracts/properties.js';
import type { Actor } from '../../auth/actor.js';
import type { Database } from '../../db/client.js';
import { properties } from '../../db/schema/index.js';
import { keptPropertyIndex } from '../../data/kept-property-index.js';
import { listQuery, workspaceInterval } from '../../data/list-properties.js';
import { toPropertyDto } from '../../data/property-dto.js';
import { selectPositions } from '../../data/property-index.js';
import { csvLine } from '../../lib/csv.js';

/** Rows read and written per slice. */
export const EXPORT_SLICE_ROWS = 2000;

const COLUMNS = DASHBOARD_CSV_COLUMNS.map((c) => PROPERTY_CSV_COLUMNS[c]);

/** The file's name, as the browser's export names it: properties-YYYY-MM-DD.csv. */
export const exportFileName = (now = new Date()) =>
  `properties-${now.toISOString().slice(0, 10)}.csv`;

/** The CSV as a stream: the header line, then the rows a slice at a time. */
export async function exportPropertiesCsv(
  database: Database,
  actor: Pick<Actor, 'workspaceId' | 'seesFullIps'>,
  selection: PropertySelection,
): Promise<Readable> {
  const index = await keptPropertyIndex(database)(actor);
  const ids = Array.from(selectPositions(index, selection), (i) => index.ids[i]!);
  const interval = await workspaceInterval(database.db, actor.workspaceId);
  async function* lines(): AsyncGenerator<string> {
    yield `${csvLine(COLUMNS.map((c) => c.header))}\r\n`;
    for (let from = 0; from < ids.length; from += EXPORT_SLICE_ROWS) {
      const slice = ids.slice(from, from + EXPORT_SLICE_ROWS);
      const rows = await listQuery(database.db, actor.workspaceId, inArray(properties.id, slice));
      const byId = new Map(rows.map((r) => [r.id, r]));
      let text = '';
      for (const id of slice) {
        const row = byId.get(id);
        if (!row) continue; // deleted since the index was read
        const p = toPropertyDto(row, actor, interval);
        text += `${csvLine(COLUMNS.map((c) => c.value(p)))}\r\n`;
      }
      yield text;
    }
  }
  return Readable.from(lines());
}
