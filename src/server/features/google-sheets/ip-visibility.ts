// Whether an import may match rows by their full IP address for this caller. Matching answers
// "this row updates property 7", which tells whoever reads the preview property 7's address: so
// only for a caller who sees full addresses, or who may turn masking off (manageSettings) and
// would learn nothing new. Everyone else is matched on the address as they see it (plan-import).
import { can } from '../../../contracts/permissions.js';
import type { Actor } from '../../auth/actor.js';

export const seesImportIps = (actor: Actor): boolean =>
  actor.seesFullIps || can(actor, 'manageSettings');
