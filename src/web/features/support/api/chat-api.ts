// The chat calls of spec commercial §7 (all with credentials): query options for the lists and
// the support page's info, and the streamed send of a question.
import { parsedQuery } from '../../../lib/api/fetch-json.js';
import { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import type { ChatMessage, ChatStreamEvent } from '../../../../contracts/chat.js';
import { chatInfo, chatMessage, chatConversation } from '../../../../contracts/chat.js';
import { ApiError } from '../../../lib/api-error.js';
import { apiFetch } from '../../../lib/api-fetch.js';
import { apiRequest } from '../../../lib/query-client.js';

export const conversationsQueryKey = ['/api/chat/conversations'] as const;
export const chatInfoQueryKey = ['/api/chat/info'] as const;
export const messagesQueryKey = (id: string) =>
  ['/api/chat/conversations', id, 'messages'] as const;

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: parsedQuery(z.array(chatConversation)),
  });

export const messagesQuery = (id: string) =>
  queryOptions({
    queryKey: messagesQueryKey(id),
    queryFn: parsedQuery(z.array(chatMessage)),
  });

export const chatInfoQuery = () =>
  queryOptions({ queryKey: chatInfoQueryKey, queryFn: parsedQuery(chatInfo) });

export async function createConversation(title: string): Promise<{ conversationId: string }> {
  const res = await apiRequest('POST', '/api/chat/conversations', { title });
  return (await res.json()) as { conversationId: string };
}

export async function sendFeedback(messageId: number, helpful: boolean): Promise<void> {
  await apiRequest('POST', `/api/chat/messages/${messageId}/feedback`, { helpful });
}

export async function emailSupport(conversationId: string): Promise<{ to: string }> {
  const res = await apiRequest('POST', `/api/chat/conversations/${conversationId}/email-support`);
  return (await res.json()) as { to: string };
}

/**
 * Sends a question and reads the answer as it is written (Server-Sent Events over the POST's
 * response). Failures are ApiErrors like every other call's.
 */
export async function streamMessage(
  conversationId: string,
  message: string,
  on: { delta(text: string): void; replace(text: string): void },
): Promise<ChatMessage> {
  const res = await apiFetch(`/api/chat/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify({ message }),
  });
  if (!res.body) throw new ApiError(res.status, 'internal', 'The answer had no body');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let done: ChatMessage | undefined;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (value) buffer += value;
    let cut;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = block.split('\n').find((l) => l.startsWith('data: '));
      if (!data) continue;
      const event = JSON.parse(data.slice(6)) as ChatStreamEvent;
      if (event.type === 'delta') on.delta(event.text);
      else if (event.type === 'replace') on.replace(event.text);
      else if (event.type === 'done') done = event.assistantMessage;
      // failed after the answer began: a server failure (its words are not for people)
      else if (event.type === 'error') throw new ApiError(500, 'internal', event.message);
    }
    if (ended) break;
  }
  if (!done) throw new Error('The answer ended before it was complete');
  return done;
}
