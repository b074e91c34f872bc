// Quick Help Topics: each starts a new conversation on its topic with a first question.
import { BookOpen, CreditCard, Wrench } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import type { SupportChat } from '../hooks/use-support-chat.js';

export const QUICK_TOPICS = [
  { title: 'Getting Started', icon: BookOpen, question: 'How do I get started?' },
  { title: 'Billing & Plans', icon: CreditCard, question: 'Which plans are there?' },
  {
    title: 'Technical Issues',
    icon: Wrench,
    question: 'A property shows offline but the site is fine. What should I check?',
  },
] as const;

export function QuickHelpTopics({ chat }: { chat: SupportChat }) {
  const busy = chat.isSending || chat.isCreating;
  const start = async (topic: (typeof QUICK_TOPICS)[number]) => {
    const created = await chat.startChat(topic.title).catch(() => null);
    if (created) await chat.send(topic.question, created.conversationId);
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Help Topics</CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {QUICK_TOPICS.map((t) => (
          <button
            key={t.title}
            type="button"
            disabled={busy}
            onClick={() => void start(t)}
            className="flex w-full items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 disabled:opacity-50"
          >
            <t.icon aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
            <span>
              <span className="block font-medium text-slate-900">{t.title}</span>
              <span className="block text-xs text-slate-600">{t.question}</span>
            </span>
          </button>
        ))}
      </CardContent>
    </Card>
  );
}
