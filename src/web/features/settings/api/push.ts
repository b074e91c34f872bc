// Browser push (Settings): the caller's own browsers, opting this browser in or out, a test push.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  pushKey,
  pushSubscription,
  type CreatePushSubscriptionBody,
  type PushSubscription,
} from '../../../../contracts/push.js';
import type { TestEventResult } from '../../../../contracts/webhooks.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { apiRequest } from '../../../lib/query-client.js';

export const pushSubscriptionsQueryKey = ['/api/push/subscriptions'] as const;

export const pushSubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: pushSubscriptionsQueryKey,
    queryFn: parsedQuery(z.array(pushSubscription)),
  });

export const usePushSubscriptions = () => useQuery(pushSubscriptionsQueryOptions());

export async function fetchPushKey(): Promise<string> {
  const res = await apiRequest('GET', '/api/push/key');
  return pushKey.parse(await res.json()).publicKey;
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: pushSubscriptionsQueryKey });
}

export function useSavePushSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreatePushSubscriptionBody) =>
      (await (
        await apiRequest('POST', '/api/push/subscriptions', body)
      ).json()) as PushSubscription,
    onSuccess: () => refresh(),
  });
}

export function useDeletePushSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/push/subscriptions/${id}`);
    },
    onSettled: () => refresh(),
  });
}

export function useSendTestPush() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (
        await apiRequest('POST', `/api/push/subscriptions/${id}/test`)
      ).json()) as TestEventResult,
    onSettled: () => refresh(),
  });
}
