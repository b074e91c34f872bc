// POST /api/auth/password: a new password with the current one; the other sessions end.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passwordChanged, type ChangePasswordBody } from '../../../../contracts/password.js';
import { apiRequest } from '../../../lib/query-client.js';
import { sessionsQueryKey } from './sessions.js';

export function useChangePassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangePasswordBody) =>
      passwordChanged.parse(await (await apiRequest('POST', '/api/auth/password', body)).json()),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
