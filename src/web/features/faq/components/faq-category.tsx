import { ChevronDown } from 'lucide-react';
import type { FaqSection } from '../../../../contracts/content.js';
import { ContentHtml } from '../../../components/content/content-html.js';
import { cn } from '../../../lib/cn.js';

/**
 * One collapsible FAQ category: a button heading and, when open, its questions and answers. On a
 * prerendered page src/web/public/hydrate.js toggles it the same way until React has hydrated it.
 */
export function FaqCategory({
  section,
  isOpen,
  onToggle,
}: {
  section: FaqSection;
  isOpen: boolean;
  onToggle: () => void;
}) {
  const panelId = `${section.id}-panel`;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 id={section.id} className="scroll-mt-20">
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          data-accordion-item={section.id}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-xl px-6 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50"
        >
          <span>
            {section.category}
            <span className="ml-2 text-sm font-normal text-slate-600">
              ({section.items.length} questions)
            </span>
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('h-5 w-5 shrink-0 transition-transform', isOpen && 'rotate-180')}
          />
        </button>
      </h2>
      <div id={panelId} hidden={!isOpen} className="border-t border-slate-200 px-6 pb-6">
        {section.items.map((item) => (
          <div key={item.id} className="mt-5">
            <h3 id={item.id} className="scroll-mt-20 font-semibold text-slate-900">
              {item.question}
            </h3>
            <ContentHtml html={item.html} className="mt-1 text-sm" />
          </div>
        ))}
      </div>
    </div>
  );
}
