// POST /api/auth/sign-in and /api/auth/sign-up; on success the current user is re-loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendAuth } from '../../../lib/auth/auth-request.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';

export function useAuthMutation(options: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAuth,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      options.onSuccess();
    },
  });
}
