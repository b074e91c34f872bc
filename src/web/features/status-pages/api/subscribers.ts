// A page's subscribers for its admin (decision 030): the masked list with its counts, adding a
// webhook URL (its signing secret comes back once) and removing a subscriber.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  subscriberList,
  type WebhookSubscriberCreated,
} from '../../../../contracts/status-subscribers.js';
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { apiRequest } from '../../../lib/query-client.js';
import { statusPagesQueryKey } from './status-pages.js';

const keyOf = (pageId: number) => [...statusPagesQueryKey, String(pageId), 'subscribers'];

export const useSubscribers = (pageId: number) =>
  useQuery({ queryKey: keyOf(pageId), queryFn: parsedQuery(subscriberList) });

function useSubscriberChange<A, R>(pageId: number, fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: keyOf(pageId) }),
  });
}

export const useAddWebhookSubscriber = (pageId: number) =>
  useSubscriberChange(pageId, async (url: string) => {
    const res = await apiRequest('POST', `/api/status-pages/${pageId}/subscribers`, { url });
    return (await res.json()) as WebhookSubscriberCreated;
  });

export const useRemoveSubscriber = (pageId: number) =>
  useSubscriberChange(pageId, (subscriberId: number) =>
    apiRequest('DELETE', `/api/status-pages/${pageId}/subscribers/${subscriberId}`),
  );
