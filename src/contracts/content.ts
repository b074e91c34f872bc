// Help content (content/ at the repository root): the front matter every Markdown file carries and
// the compiled shapes the web app renders and the support chat searches. One file per page.
import { z } from 'zod';

/** Spec commercial §2 FAQ: the categories, exactly and in this order. */
export const FAQ_CATEGORIES = [
  'Benefits by Industry',
  'Getting Started',
  'Monitoring & Alerts',
  'Reports & Analytics',
  'Billing & Plans',
] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** What a page of the content folder renders as. */
export const CONTENT_TEMPLATES = ['guide', 'post', 'docs-index', 'faq', 'blog-index'] as const;
export type ContentTemplate = (typeof CONTENT_TEMPLATES)[number];

const route = z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'route must look like /some-page');
const readTime = z.string().regex(/^\d+ min$/, 'readTime must look like "5 min"');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD');

const common = {
  title: z.string().min(1).max(120),
  /** the meta description: search engines and social previews (at most 160 characters) */
  description: z.string().min(20).max(160),
  order: z.number().int().default(100),
};

/** A page with its own route (guides, posts, the three index pages). */
const pageMatter = z.object({
  ...common,
  kind: z.literal('page'),
  template: z.enum(CONTENT_TEMPLATES),
  route,
  /** the back link: where it goes and what it says */
  backTo: z.string().startsWith('/'),
  backLabel: z.string().min(1),
  /** guides: shown as a card on /docs */
  card: z.boolean().default(false),
  /** a lucide icon name for cards */
  icon: z.string().optional(),
  category: z.string().optional(),
  readTime: readTime.optional(),
  date: isoDate.optional(),
});

/** A blog entry that lives on another site: listed on /blog, opened in a new tab, no body. */
const externalPostMatter = z.object({
  ...common,
  kind: z.literal('external-post'),
  url: z.url().startsWith('https://'),
  source: z.string().min(1),
  readTime: readTime.optional(),
  date: isoDate.optional(),
});

/** One FAQ category: its questions are the file's `##` headings, answers what follows each. */
const faqMatter = z.object({
  ...common,
  kind: z.literal('faq-category'),
  category: z.enum(FAQ_CATEGORIES),
});

export const frontMatter = z.discriminatedUnion('kind', [
  pageMatter,
  externalPostMatter,
  faqMatter,
]);
export type FrontMatter = z.infer<typeof frontMatter>;
export type PageMatter = z.infer<typeof pageMatter>;
export type ExternalPostMatter = z.infer<typeof externalPostMatter>;

/** What lists, cards and the route table need: no bodies (those load with their page). */
export type ContentPageMeta = Omit<PageMatter, 'kind'> & { id: string; kind: 'page' };
export type ExternalPostMeta = Omit<ExternalPostMatter, 'kind'> & {
  id: string;
  kind: 'external-post';
};

export type TocEntry = { id: string; text: string; depth: number };
export type FaqItem = { id: string; question: string; html: string };
export type FaqSection = { category: FaqCategory; id: string; items: FaqItem[] };

/** A page's compiled body: trusted HTML made at build time from the repository's own Markdown. */
export type ContentBody = {
  html: string;
  toc: TocEntry[];
  /** the FAQ page only: its categories in order */
  faq?: FaqSection[];
};

/** A searchable piece of a page for the support chat: one section or one FAQ answer. */
export type Passage = {
  id: string;
  route: string;
  anchor: string;
  pageTitle: string;
  heading: string;
  /** readable plain text with Markdown links kept as [text](/path) */
  text: string;
};

/** The heading's anchor: lower case, letters and digits, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&[a-z]+;/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}
