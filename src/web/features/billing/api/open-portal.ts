// POST /api/billing/portal: Stripe's customer portal (payment methods, invoices).
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/query-client.js';

export const openPortal = async () =>
  ((await (await apiRequest('POST', '/api/billing/portal')).json()) as { url: string }).url;

export const useOpenPortal = () => useMutation({ mutationFn: openPortal });
