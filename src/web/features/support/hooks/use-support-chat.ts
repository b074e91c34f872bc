// The chat's state (spec commercial §4): on load the first conversation is selected, or one
// titled "Support Chat" is made when there is none; New Chat makes "New Support Chat" and
// selects it; a send clears the input, shows the answer as it streams (typing indicator until
// done), then re-loads the messages and the list. No send when empty, without a conversation or
// while one is pending.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_MSG, DEFAULT_CHAT_TITLE, NEW_CHAT_TITLE } from '../../../../contracts/chat.js';
import {
  conversationsQuery,
  conversationsQueryKey,
  chatInfoQueryKey,
  createConversation,
  messagesQuery,
  messagesQueryKey,
  streamMessage,
} from '../api/chat-api.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { shownPending, type SentExchange } from '../lib/pending-exchange.js';

export function useSupportChat() {
  const qc = useQueryClient();
  const conversations = useQuery(conversationsQuery());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = conversations.data ?? [];
  const activeId =
    (selectedId && list.some((c) => c.id === selectedId) ? selectedId : list[0]?.id) ?? null;
  const messages = useQuery({ ...messagesQuery(activeId ?? ''), enabled: activeId !== null });
  const [pending, setPending] = useState<SentExchange | null>(null);

  const create = useMutation({
    mutationFn: createConversation,
    onSuccess: async ({ conversationId }) => {
      await qc.invalidateQueries({ queryKey: conversationsQueryKey });
      setSelectedId(conversationId);
    },
    onError: (e) => toastApiError(e, CHAT_MSG.createFailed),
  });

  // First load with no conversations: make one, once.
  const autoCreated = useRef(false);
  const { mutate } = create;
  useEffect(() => {
    if (!conversations.isSuccess || conversations.data.length > 0 || autoCreated.current) return;
    autoCreated.current = true;
    mutate(DEFAULT_CHAT_TITLE);
  }, [conversations.isSuccess, conversations.data, mutate]);

  const newChat = useCallback(() => create.mutate(NEW_CHAT_TITLE), [create]);
  const startChat = useCallback(
    (title = DEFAULT_CHAT_TITLE) => create.mutateAsync(title),
    [create],
  );

  /** Sends a question to a conversation (the selected one by default); false when refused. */
  const send = useCallback(
    async (text: string, conversationId = activeId): Promise<boolean> => {
      const question = text.trim();
      if (!question || !conversationId || pending) return false;
      const storedBefore = qc.getQueryData(messagesQuery(conversationId).queryKey)?.length ?? 0;
      setPending({ conversationId, question, answer: '', storedBefore });
      try {
        await streamMessage(conversationId, question, {
          delta: (t) => setPending((p) => p && { ...p, answer: p.answer + t }),
          replace: (t) => setPending((p) => p && { ...p, answer: t }),
        });
      } catch (e) {
        toastApiError(e, CHAT_MSG.sendFailed);
      } finally {
        await Promise.all([
          qc.invalidateQueries({ queryKey: messagesQueryKey(conversationId) }),
          qc.invalidateQueries({ queryKey: conversationsQueryKey }),
          qc.invalidateQueries({ queryKey: chatInfoQueryKey }),
        ]);
        setPending(null);
      }
      return true;
    },
    [activeId, pending, qc],
  );

  return {
    conversations: list,
    isLoading: conversations.isLoading,
    loadError: conversations.error,
    activeId,
    select: setSelectedId,
    messages: messages.data ?? [],
    messagesLoading: messages.isLoading && activeId !== null,
    pending: shownPending(pending, activeId, messages.data),
    isSending: pending !== null,
    isCreating: create.isPending,
    newChat,
    startChat,
    send,
  };
}

export type SupportChat = ReturnType<typeof useSupportChat>;
