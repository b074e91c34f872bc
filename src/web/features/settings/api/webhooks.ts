// Webhook, Slack and Teams endpoints (admins only): list, create (the secret comes back once),
// update, delete, rotate the secret, send a test event, and each endpoint's delivery log.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  TestEventResult,
  UpdateWebhookBody,
  Webhook,
  WebhookWithSecret,
} from '../../../../contracts/webhooks.js';
import { webhook, webhookDelivery } from '../../../../contracts/webhooks.js';
import { apiRequest } from '../../../lib/query-client.js';
import { notificationLogQueryKey } from './notification-log.js';

export const webhooksQueryKey = ['/api/webhooks'] as const;
export const webhookDeliveriesQueryKey = (id: number) =>
  ['/api/webhooks', String(id), 'deliveries'] as const;

export const webhooksQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: webhooksQueryKey,
    queryFn: parsedQuery(z.array(webhook)),
    enabled,
  });

export const webhookDeliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: webhookDeliveriesQueryKey(id),
    queryFn: parsedQuery(z.array(webhookDelivery)),
    staleTime: 0,
  });

export const useWebhooks = (enabled: boolean) => useQuery(webhooksQueryOptions(enabled));
export const useWebhookDeliveries = (id: number) => useQuery(webhookDeliveriesQueryOptions(id));

function useRefresh() {
  const qc = useQueryClient();
  return (id?: number) =>
    Promise.all([
      qc.invalidateQueries({ queryKey: webhooksQueryKey, exact: true }),
      id === undefined
        ? undefined
        : qc.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(id) }),
      // a test event is a row of the notification log too
      id === undefined ? undefined : qc.invalidateQueries({ queryKey: notificationLogQueryKey }),
    ]);
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (body: CreateWebhookBody) =>
      (await (await apiRequest('POST', '/api/webhooks', body)).json()) as WebhookWithSecret,
    onSuccess: () => refresh(),
  });
}

export function useUpdateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: UpdateWebhookBody }) =>
      (await (await apiRequest('PUT', `/api/webhooks/${id}`, body)).json()) as Webhook,
    onSuccess: () => refresh(),
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/webhooks/${id}`);
    },
    onSuccess: () => refresh(),
  });
}

export function useRotateWebhookSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest('POST', `/api/webhooks/${id}/secret`)).json()) as WebhookWithSecret,
    onSuccess: () => refresh(),
  });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useMutation({
    // no body: an empty body with a JSON content type is refused
    mutationFn: async (id: number) =>
      (await (await apiRequest('POST', `/api/webhooks/${id}/test`)).json()) as TestEventResult,
    onSettled: (_data, _err, id) => refresh(id),
  });
}
