// POST /api/auth/sign-in and /api/auth/sign-up; on success the current user is re-loaded.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInBody, SignUpBody } from '../../../../contracts/auth.js';
import { apiRequest } from '../../../lib/query-client.js';
import { authUserQueryKey } from '../../../lib/auth/use-auth.js';

export type AuthMode = 'sign-in' | 'sign-up';

export type AuthRequest =
  { mode: 'sign-in'; body: SignInBody } | { mode: 'sign-up'; body: SignUpBody };

export function useAuthMutation(options: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (req: AuthRequest) => {
      const url = req.mode === 'sign-in' ? '/api/auth/sign-in' : '/api/auth/sign-up';
      await apiRequest('POST', url, req.body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authUserQueryKey });
      options.onSuccess();
    },
  });
}
