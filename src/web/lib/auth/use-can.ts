// Whether the signed-in person may take an action: the permission map in src/contracts decides.
import { can, type Permission } from '../../../contracts/permissions.js';
import { useAuth } from './use-auth.js';

export function useCan(action: Permission): boolean {
  return can(useAuth().user, action);
}
