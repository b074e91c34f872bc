// The message thread: autoscrolls to the newest message, shows the question being answered and
// the answer as it streams, a typing indicator until it is done, and the empty states.
import { MessageCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import type { SupportChat } from '../hooks/use-support-chat.js';
import { Bubble, ChatMessageView } from './chat-message.js';
import { MessageText } from './message-text.js';
import { TypingIndicator } from './typing-indicator.js';

export function ChatThread({ chat, className }: { chat: SupportChat; className?: string }) {
  const end = useRef<HTMLDivElement>(null);
  const { messages, pending, activeId } = chat;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, pending?.answer, pending?.question, activeId]);

  if (!activeId) {
    return (
      <div
        className={`flex flex-col items-center justify-center gap-3 p-8 text-center ${className ?? ''}`}
      >
        {chat.isLoading || chat.isCreating ? (
          <Spinner label="Loading conversations" />
        ) : (
          <>
            <MessageCircle aria-hidden="true" className="h-10 w-10 text-slate-400" />
            <p className="font-medium text-slate-900">No conversation selected</p>
            <p className="text-sm text-slate-600">Start a chat to ask the support assistant.</p>
            <Button onClick={() => void chat.startChat().catch(() => {})}>Start Chat</Button>
          </>
        )}
      </div>
    );
  }

  return (
    <div
      role="log"
      aria-label="Conversation"
      className={`space-y-4 overflow-y-auto p-4 ${className ?? ''}`}
    >
      {chat.messagesLoading && <Spinner label="Loading messages" />}
      {!chat.messagesLoading && messages.length === 0 && !pending && (
        <div className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
          <p className="font-medium text-slate-900">Hi! How can we help?</p>
          <p className="mt-1">
            Ask about monitoring, alerts, reports, billing or a technical problem. Answers come from
            our help pages, with links to read more.
          </p>
        </div>
      )}
      {messages.map((m) => (
        <ChatMessageView key={m.id} message={m} conversationId={activeId} />
      ))}
      {pending && (
        <>
          <Bubble role="user">
            <p className="whitespace-pre-line break-words">{pending.question}</p>
          </Bubble>
          <Bubble role="assistant" busy>
            {pending.answer && <MessageText content={pending.answer} />}
            <div className={pending.answer ? 'mt-2' : ''}>
              <TypingIndicator />
            </div>
          </Bubble>
        </>
      )}
      <div ref={end} />
    </div>
  );
}
