// POST /api/create-subscription {plan, promoCode?} -> {clientSecret} (spec commercial §7).
import { useMutation } from '@tanstack/react-query';
import type {
  CreateSubscriptionBody,
  CreateSubscriptionResponse,
} from '../../../../contracts/billing.js';
import { apiRequest } from '../../../lib/query-client.js';

export const createSubscription = async (body: CreateSubscriptionBody) =>
  (await (
    await apiRequest('POST', '/api/create-subscription', body)
  ).json()) as CreateSubscriptionResponse;

export const useCreateSubscription = () => useMutation({ mutationFn: createSubscription });
