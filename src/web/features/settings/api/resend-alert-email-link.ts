// POST /api/settings/workspace/alert-email/resend: another link to the workspace's alert e-mail
// while it waits for verification (admins).
import { useMutation } from '@tanstack/react-query';
import { linkSent } from '../../../../contracts/verification.js';
import { apiRequest } from '../../../lib/query-client.js';

export const resendAlertEmailLink = async () =>
  linkSent.parse(
    await (await apiRequest('POST', '/api/settings/workspace/alert-email/resend')).json(),
  );

export const useResendAlertEmailLink = () => useMutation({ mutationFn: resendAlertEmailLink });
