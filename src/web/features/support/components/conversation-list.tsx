// The conversation list sidebar of the full layout, with New Chat.
import { MessageSquare, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import type { SupportChat } from '../hooks/use-support-chat.js';

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

export function ConversationList({ chat }: { chat: SupportChat }) {
  return (
    <nav aria-label="Conversations" className="flex min-h-0 flex-col border-slate-200 md:border-r">
      <div className="border-b border-slate-200 p-3">
        <Button className="w-full" onClick={chat.newChat} disabled={chat.isCreating}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          New Chat
        </Button>
      </div>
      <ul className="min-h-0 flex-1 space-y-1 overflow-y-auto p-2">
        {chat.conversations.map((c) => {
          const active = c.id === chat.activeId;
          return (
            <li key={c.id}>
              <button
                type="button"
                aria-current={active ? 'true' : undefined}
                onClick={() => chat.select(c.id)}
                className={cn(
                  'flex w-full items-start gap-2 rounded-md px-3 py-2 text-left text-sm',
                  active ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <MessageSquare aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                <span className="min-w-0">
                  <span className="block truncate font-medium">{c.title}</span>
                  <span className="block text-xs text-slate-600">
                    {timeFormat.format(new Date(c.updatedAt))}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
