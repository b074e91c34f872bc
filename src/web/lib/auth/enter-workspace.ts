// After the session moved to another workspace (the switcher, an accepted invitation): every
// page's data and the live stream belong to the workspace, so all of it is re-read.
import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '../../../contracts/auth.js';
import { reconnectLiveEvents } from '../api/live-events.js';
import { authUserQueryKey } from './use-auth.js';

export async function enterWorkspace(qc: QueryClient, user: CurrentUser): Promise<void> {
  qc.setQueryData(authUserQueryKey, user);
  reconnectLiveEvents();
  await qc.resetQueries({ predicate: (q) => q.queryKey[0] !== authUserQueryKey[0] });
}
