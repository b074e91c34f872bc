// One message of the thread: the asker's on the right, the assistant's on the left with its
// sources, any note (model fallback) and the Helpful / Not helpful buttons.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bot, ThumbsDown, ThumbsUp, User } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChatMessage as Message } from '../../../../contracts/chat.js';
import { cn } from '../../../lib/cn.js';
import { chatInfoQueryKey, messagesQueryKey, sendFeedback } from '../api/chat-api.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { MessageText } from './message-text.js';

export function Bubble({
  role,
  children,
  busy,
}: {
  role: 'user' | 'assistant';
  children: ReactNode;
  busy?: boolean;
}) {
  const mine = role === 'user';
  const Icon = mine ? User : Bot;
  return (
    <div className={cn('flex gap-2', mine && 'flex-row-reverse')} aria-busy={busy || undefined}>
      <span
        className={cn(
          'mt-1 inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full',
          mine ? 'bg-brand-600 text-white' : 'bg-slate-200 text-slate-700',
        )}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm',
          mine ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-800',
        )}
      >
        <span className="sr-only">{mine ? 'You said:' : 'Assistant said:'}</span>
        {children}
      </div>
    </div>
  );
}

export function ChatMessageView({
  message,
  conversationId,
}: {
  message: Message;
  conversationId: string;
}) {
  const qc = useQueryClient();
  const feedback = useMutation({
    mutationFn: (helpful: boolean) => sendFeedback(message.id, helpful),
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: messagesQueryKey(conversationId) });
      await qc.invalidateQueries({ queryKey: chatInfoQueryKey });
    },
    onError: (e) => toastApiError(e, 'Failed to save your feedback'),
  });
  if (message.role === 'user') {
    return (
      <Bubble role="user">
        <p className="whitespace-pre-line break-words">{message.content}</p>
      </Bubble>
    );
  }
  const verdict = feedback.isPending ? feedback.variables : message.helpful;
  return (
    <div>
      <Bubble role="assistant">
        {message.note && (
          <p className="mb-2 rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
            <span className="font-semibold">Note: </span>
            {message.note}
          </p>
        )}
        <MessageText content={message.content} />
      </Bubble>
      <div className="mt-1 ml-9 flex items-center gap-1 text-xs text-slate-600">
        <span>Was this helpful?</span>
        {[true, false].map((helpful) => {
          const Icon = helpful ? ThumbsUp : ThumbsDown;
          const pressed = verdict === helpful;
          return (
            <button
              key={String(helpful)}
              type="button"
              aria-pressed={pressed}
              aria-label={helpful ? 'Helpful' : 'Not helpful'}
              title={helpful ? 'Helpful' : 'Not helpful'}
              disabled={feedback.isPending}
              onClick={() => feedback.mutate(helpful)}
              className={cn(
                'rounded p-1 hover:bg-slate-100',
                pressed ? 'text-brand-700' : 'text-slate-500',
              )}
            >
              <Icon aria-hidden="true" className={cn('h-4 w-4', pressed && 'fill-current')} />
            </button>
          );
        })}
        {verdict !== null && verdict !== undefined && (
          <span aria-live="polite">{verdict ? 'Thanks!' : 'Thanks, noted.'}</span>
        )}
      </div>
    </div>
  );
}
