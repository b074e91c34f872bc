// POST /api/auth/verify-email/resend: another link to the signed-in person's own address.
import { useMutation } from '@tanstack/react-query';
import type { LinkSent } from '../../../contracts/verification.js';
import { apiRequest } from '../query-client.js';

export function useResendVerification() {
  return useMutation({
    mutationFn: async (): Promise<LinkSent> =>
      (await apiRequest('POST', '/api/auth/verify-email/resend')).json() as Promise<LinkSent>,
  });
}
