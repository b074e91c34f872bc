// An .xlsx is a zip: before a parser opens it, every entry is inflated here with a ceiling and
// counted, not kept, so a zip bomb (or a central directory that lies about sizes) is refused
// without filling memory.
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { badRequest } from '../../lib/errors.js';
import { inflateUpTo, listZipEntries } from './zip-entries.js';

/** A 50,000-row sheet is about 15 MB of XML; nothing honest comes near this. */
export const MAX_UNZIPPED_BYTES = 100 * 1024 * 1024;

export async function assertZipSafe(data: Buffer, maxBytes = MAX_UNZIPPED_BYTES): Promise<void> {
  const entries = listZipEntries(data);
  let total = 0;
  for (const entry of entries) {
    total += entry.declared;
    if (total > maxBytes) throw badRequest(IMPORT_MSG.tooBig);
  }
  for (const entry of entries) {
    // An entry that says 1 KB and expands to 1 GB stops at 1 KB + one step.
    const { size } = await inflateUpTo(entry, entry.declared);
    if (size !== entry.declared) throw badRequest(IMPORT_MSG.tooBig);
  }
}
