// Cuts a page's Markdown into passages for the support chat: one per ## or ### section, in
// readable plain text (lists and tables as lines, links kept as [text](/path) so answers can
// point at pages). Anchors are the ones the rendered page gave its headings.
import { Lexer, type Token, type Tokens } from 'marked';
import type { Passage, TocEntry } from '../../contracts/content.js';

type PageRef = { id: string; route: string; title: string };

/** Inline tokens as text; links keep their target, emphasis and code marks are dropped. */
function inline(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t): string => {
      switch (t.type) {
        case 'link': {
          const l = t as Tokens.Link;
          return `[${inline(l.tokens)}](${l.href})`;
        }
        case 'br':
          return '\n';
        case 'codespan':
          return (t as Tokens.Codespan).text;
        default:
          if ('tokens' in t && t.tokens) return inline(t.tokens);
          // a line break in the source is only wrapping: the sentence goes on
          return 'text' in t ? (t.text as string).replace(/\s*\n\s*/g, ' ') : '';
      }
    })
    .join('')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function block(t: Token): string {
  switch (t.type) {
    case 'paragraph':
    case 'text':
      return 'tokens' in t && t.tokens ? inline(t.tokens) : (t as Tokens.Text).text;
    case 'heading':
      return inline((t as Tokens.Heading).tokens);
    case 'list': {
      const l = t as Tokens.List;
      return l.items
        .map((item, i) => {
          const mark = l.ordered ? `${Number(l.start || 1) + i}.` : '-';
          return `${mark} ${item.tokens.map(block).filter(Boolean).join(' ')}`;
        })
        .join('\n');
    }
    case 'table': {
      const tb = t as Tokens.Table;
      const head = tb.header.map((c) => inline(c.tokens));
      return tb.rows
        .map((r) => {
          const [first, ...rest] = r.map((c) => inline(c.tokens));
          const details = rest.map((v, i) => `${head[i + 1]}: ${v}`).join('; ');
          return `- ${first ?? ''}${details ? ` (${details})` : ''}`;
        })
        .join('\n');
    }
    case 'code':
      return '```\n' + (t as Tokens.Code).text + '\n```';
    case 'blockquote':
      return (t as Tokens.Blockquote).tokens.map(block).join('\n');
    default:
      return '';
  }
}

/**
 * Passages of one page. `headings` are the rendered page's headings in order (with anchors);
 * the lexer sees the same top-level headings in the same order.
 */
export function passagesOf(
  page: PageRef,
  markdown: string,
  headings: TocEntry[],
  opts: { headingPrefix?: string } = {},
): Passage[] {
  const tokens = Lexer.lex(markdown, { gfm: true });
  const out: Passage[] = [];
  let current = { anchor: '', heading: page.title, parts: [] as string[] };
  let h = 0;
  const flush = () => {
    const text = current.parts.filter(Boolean).join('\n\n').trim();
    if (text) {
      out.push({
        id: `${page.id}#${current.anchor || 'intro'}`,
        route: page.route,
        anchor: current.anchor,
        pageTitle: page.title,
        heading: current.heading,
        text,
      });
    }
  };
  for (const t of tokens) {
    if (t.type === 'heading') {
      const info = headings[h++];
      if (!info) throw new Error(`${page.id}: heading count differs from the rendered page`);
      if (info.depth <= 3) {
        flush();
        current = {
          anchor: info.id,
          heading: `${opts.headingPrefix ?? ''}${info.text}`,
          parts: [],
        };
        continue;
      }
    }
    current.parts.push(block(t));
  }
  flush();
  return out;
}
