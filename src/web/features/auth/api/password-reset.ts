// "Forgot password?" and the mailed link's page: ask for a link, check one, set the new password.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  passwordMessage,
  resetTokenInfo,
  type ResetPasswordBody,
} from '../../../../contracts/password.js';
import { apiRequest } from '../../../lib/query-client.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: async (email: string) =>
      passwordMessage.parse(
        await (await apiRequest('POST', '/api/auth/password-reset/request', { email })).json(),
      ),
  });

export const useCheckResetToken = () =>
  useMutation({
    mutationFn: async (token: string) =>
      resetTokenInfo.parse(
        await (await apiRequest('POST', '/api/auth/password-reset/check', { token })).json(),
      ),
  });

/**
 * Every session of the account ended (this browser's too, if it was signed in as them): the page
 * is left for sign-in at once, before the signed-in tables unmount it.
 */
export function useResetPassword(onDone: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: ResetPasswordBody) =>
      passwordMessage.parse(
        await (await apiRequest('POST', '/api/auth/password-reset', body)).json(),
      ),
    onSuccess: () => {
      qc.setQueryData(authUserQueryKey, null);
      onDone();
      // another account signed in here is still signed in: ask again
      void qc.invalidateQueries({ queryKey: authUserQueryKey });
    },
  });
}
