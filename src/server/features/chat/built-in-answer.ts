// The built-in engine's answer: the best passages, as they are written in the help pages, with
// links to where they come from; or a plain "I don't know" when nothing in the content fits.
import type { ChatSource } from '../../../contracts/chat.js';
import type { Passage } from '../../../contracts/content.js';
import { MIN_COVERAGE, type SearchOutcome } from './knowledge-base.js';

export type Answer = { content: string; sources: ChatSource[] };

/** A passage longer than this is cut at a paragraph or sentence end. */
const MAX_PASSAGE_CHARS = 900;
/** A second passage is added when it scores at least this share of the best. */
const SECOND_PASSAGE_SHARE = 0.6;

export const DONT_KNOW =
  "I don't know the answer to that from our help pages. Try asking in other words, browse the " +
  '[documentation](/docs) or the [FAQ](/faq), or use **Email Support** to send this ' +
  'conversation to a person.';

export function sourceOf(p: Passage): ChatSource {
  return {
    title: p.heading === p.pageTitle ? p.pageTitle : `${p.pageTitle}: ${p.heading}`,
    href: p.anchor ? `${p.route}#${p.anchor}` : p.route,
  };
}

export function isAnswerable(outcome: SearchOutcome): boolean {
  return outcome.hits.length > 0 && outcome.coverage >= MIN_COVERAGE;
}

function trimPassage(text: string): string {
  if (text.length <= MAX_PASSAGE_CHARS) return text;
  const paragraphs = text.split('\n\n');
  let out = '';
  for (const p of paragraphs) {
    if (out && out.length + p.length + 2 > MAX_PASSAGE_CHARS) return `${out}\n\n…`;
    out = out ? `${out}\n\n${p}` : p;
  }
  // one long paragraph: end at the last full sentence that fits
  const cut = out.slice(0, MAX_PASSAGE_CHARS);
  const end = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return `${end > 200 ? cut.slice(0, end + 1) : cut} …`;
}

export function builtInAnswer(outcome: SearchOutcome): Answer {
  if (!isAnswerable(outcome)) return { content: DONT_KNOW, sources: [] };
  const [best, ...rest] = outcome.hits;
  if (!best) return { content: DONT_KNOW, sources: [] };
  const shown = [best.passage];
  const second = rest[0];
  if (second && second.score >= best.score * SECOND_PASSAGE_SHARE) shown.push(second.passage);

  const blocks = shown.map((p) => {
    const s = sourceOf(p);
    return `**${p.heading}**\n\n${trimPassage(p.text)}\n\nRead more: [${s.title}](${s.href})`;
  });
  const sources = outcome.hits.map((h) => sourceOf(h.passage));
  const related = sources.slice(shown.length);
  const tail = related.length
    ? `\n\nRelated: ${related.map((s) => `[${s.title}](${s.href})`).join(', ')}`
    : '';
  return {
    content: `Here is what our help pages say.\n\n${blocks.join('\n\n')}${tail}`,
    sources,
  };
}
