// POST /api/auth/verify-email: follows a link from a verification mail. Once it worked, the
// current user (banner) and the settings (pending states) are re-loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailResult } from '../../../../contracts/verification.js';
import { settingsQueryKey } from '../../../lib/api/get-settings.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';
import { apiRequest } from '../../../lib/query-client.js';

export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (token: string): Promise<VerifyEmailResult> =>
      (
        await apiRequest('POST', '/api/auth/verify-email', { token })
      ).json() as Promise<VerifyEmailResult>,
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: authUserQueryKey }),
        qc.invalidateQueries({ queryKey: settingsQueryKey }),
      ]);
    },
  });
}
