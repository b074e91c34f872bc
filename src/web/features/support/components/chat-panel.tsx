// The chat's two layouts (spec commercial §2): the full one, a conversation list beside the
// thread, and the compact one, a card with the thread and the input (for narrow screens and for
// embedding elsewhere). Both take the same chat state.
import { Bot } from 'lucide-react';
import type { SupportChat } from '../hooks/use-support-chat.js';
import { ChatInput } from './chat-input.js';
import { ChatThread } from './chat-thread.js';
import { ConversationList } from './conversation-list.js';
import { EmailSupportButton } from './email-support-button.js';

function ThreadHeader({ chat }: { chat: SupportChat }) {
  const title = chat.conversations.find((c) => c.id === chat.activeId)?.title ?? 'Support Chat';
  return (
    <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
      <h2 className="flex min-w-0 items-center gap-2 font-semibold text-slate-900">
        <Bot aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        <span className="truncate">{title}</span>
      </h2>
      <EmailSupportButton chat={chat} />
    </div>
  );
}

export function ChatPanel({ chat }: { chat: SupportChat }) {
  return (
    <section
      aria-label="Support chat"
      className="grid h-[36rem] grid-cols-1 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-[16rem_1fr]"
    >
      <ConversationList chat={chat} />
      <div className="flex min-h-0 flex-col">
        <ThreadHeader chat={chat} />
        <ChatThread chat={chat} className="min-h-0 flex-1" />
        <ChatInput
          canSend={chat.activeId !== null && !chat.isSending}
          onSend={(t) => void chat.send(t)}
        />
      </div>
    </section>
  );
}

export function CompactChat({ chat }: { chat: SupportChat }) {
  return (
    <section
      aria-label="Support chat"
      className="flex h-[30rem] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ThreadHeader chat={chat} />
      <ChatThread chat={chat} className="min-h-0 flex-1" />
      <ChatInput
        inputId="compact-chat-input"
        canSend={chat.activeId !== null && !chat.isSending}
        onSend={(t) => void chat.send(t)}
      />
    </section>
  );
}
