// /faq (spec commercial §2): back to home, the categories of content/faq/ as a single-open
// accordion, and the "Still have questions" card. A link to /faq#question opens its category.
import { ArrowLeft } from 'lucide-react';
import { use, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ContentHtml, useScrollToHash } from '../../../components/content/content-html.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { buttonClass } from '../../../components/ui/button.js';
import { loadBody, pageByRoute } from '../../../lib/content/content-index.js';
import { usePageMeta } from '../../../lib/page-meta.js';
import {
  ACCORDION_LIVE_ATTRIBUTE,
  accordionChoice,
  forgetAccordionChoice,
} from '../../../lib/prehydration.js';
import { paths } from '../../../../contracts/web-routes.js';
import type { FaqSection } from '../../../../contracts/content.js';
import { FaqCategory } from '../components/faq-category.js';
import { StillHaveQuestions } from '../components/still-have-questions.js';

const page = pageByRoute(paths.faq)!;
const ACCORDION = 'faq';

/** The category a #hash points at (the category itself or one of its questions), else the first. */
function categoryFor(sections: FaqSection[], hash: string): string | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const hit = sections.find((s) => s.id === id || s.items.some((i) => i.id === id));
  return (hit ?? sections[0])?.id ?? null;
}

export function FaqPage() {
  usePageMeta(page);
  const body = use(loadBody(page.route));
  const sections = body.faq ?? [];
  const { hash } = useLocation();
  // a category the visitor opened (or closed) before hydration stays so (src/web/public/hydrate.js)
  const [open, setOpen] = useState(() => {
    const chosen = accordionChoice(ACCORDION);
    return { hash, id: chosen !== undefined ? chosen : categoryFor(sections, hash) };
  });
  const group = useRef<HTMLDivElement>(null);
  // Hydrated (this runs in the commit, before any later click): take the categories over from
  // hydrate.js, with a choice it recorded while this render was under way.
  useLayoutEffect(() => {
    group.current?.setAttribute(ACCORDION_LIVE_ATTRIBUTE, '');
    const chosen = accordionChoice(ACCORDION);
    forgetAccordionChoice(ACCORDION);
    if (chosen === undefined) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts hydrate.js's state, once
    setOpen((o) => (o.id === chosen ? o : { ...o, id: chosen }));
  }, []);
  // a link to another question of this page (from the chat, say) opens that question's category
  if (open.hash !== hash) setOpen({ hash, id: hash ? categoryFor(sections, hash) : open.id });
  const openId = open.id;
  const setOpenId = (next: (cur: string | null) => string | null) =>
    setOpen((o) => ({ ...o, id: next(o.id) }));
  useScrollToHash(true);
  return (
    <div className="mx-auto max-w-3xl">
      <Link to={paths.home} className={buttonClass('outline', 'sm')}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Home
      </Link>
      <div className="mt-6">
        <PageHeader title={page.title} />
      </div>
      <ContentHtml html={body.html} className="-mt-2 mb-8" />
      <div ref={group} className="space-y-4" data-accordion={ACCORDION}>
        {sections.map((s) => (
          <FaqCategory
            key={s.id}
            section={s}
            isOpen={openId === s.id}
            onToggle={() => setOpenId((cur) => (cur === s.id ? null : s.id))}
          />
        ))}
      </div>
      <StillHaveQuestions />
    </div>
  );
}
