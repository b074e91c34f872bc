// /support (spec commercial §2): badges, the chat (full layout, compact on narrow screens),
// Quick Help Topics, Additional Resources, and the measured statistics and cost.
import { usePageMeta } from '../../../lib/page-meta.js';
import { AdditionalResources } from '../components/additional-resources.js';
import { ChatPanel, CompactChat } from '../components/chat-panel.js';
import { QuickHelpTopics } from '../components/quick-help-topics.js';
import { SupportHeader } from '../components/support-header.js';
import { CostCard, SupportStats } from '../components/support-stats.js';
import { useMediaQuery } from '../hooks/use-media-query.js';
import { useSupportChat } from '../hooks/use-support-chat.js';

const META = {
  title: 'Support',
  description:
    'Ask the Property Monitor support assistant about monitoring, alerts, reports and billing, any time, or send your conversation to a person.',
};

export function SupportPage() {
  usePageMeta(META);
  const chat = useSupportChat();
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div className="mx-auto max-w-6xl">
      <SupportHeader />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        {wide ? <ChatPanel chat={chat} /> : <CompactChat chat={chat} />}
        <div className="space-y-6">
          <QuickHelpTopics chat={chat} />
          <AdditionalResources />
        </div>
      </div>
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <SupportStats />
        <CostCard />
      </div>
    </div>
  );
}
