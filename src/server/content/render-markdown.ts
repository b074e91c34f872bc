// Markdown -> HTML for the help pages, at build time: headings get stable anchors (the chat links
// to them), links to other sites open in a new tab, tables scroll on narrow screens. Raw HTML in
// a content file is refused so every page stays plain, trusted Markdown.
import { Marked, type Token, type Tokens } from 'marked';
import { slugify, type TocEntry } from '../../contracts/content.js';

export type Rendered = {
  html: string;
  toc: TocEntry[];
  /** every heading in document order, with the anchor it was given */
  headings: TocEntry[];
  links: string[];
};

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Gives each heading text a unique anchor within one page (`setup`, `setup-2`, ...). */
export function anchorMaker(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = slugify(text) || 'section';
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** Plain text of inline tokens (for headings in the table of contents and the chat). */
export function inlineText(tokens: Token[] | undefined): string {
  return (tokens ?? [])
    .map((t) => {
      if ('tokens' in t && t.tokens && t.type !== 'codespan') return inlineText(t.tokens);
      return 'text' in t ? t.text : '';
    })
    .join('');
}

export function renderMarkdown(markdown: string, file: string, anchor = anchorMaker()): Rendered {
  const headings: TocEntry[] = [];
  const links: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const text = inlineText(tokens);
        const id = anchor(text);
        if (depth === 1)
          throw new Error(`${file}: use ## and ###; the title comes from the front matter`);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        links.push(href);
        const inner = this.parser.parseInline(tokens);
        const t = title ? ` title="${escapeAttr(title)}"` : '';
        const ext = isExternal(href) ? ' target="_blank" rel="noopener noreferrer"' : '';
        return `<a href="${escapeAttr(href)}"${t}${ext}>${inner}</a>`;
      },
      table(token: Tokens.Table) {
        const head = token.header
          .map((c) => `<th scope="col">${this.parser.parseInline(c.tokens)}</th>`)
          .join('');
        const rows = token.rows
          .map(
            (r) =>
              `<tr>${r.map((c) => `<td>${this.parser.parseInline(c.tokens)}</td>`).join('')}</tr>`,
          )
          .join('\n');
        // scrolls sideways on a narrow screen: focusable, so the keyboard can scroll it (WCAG 2.1.1)
        return `<div class="table-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        throw new Error(
          `${file}: raw HTML is not allowed in content (${text.trim().slice(0, 40)})`,
        );
      },
      image() {
        throw new Error(`${file}: images are not supported in content yet`);
      },
    },
  });
  // Code blocks scroll sideways too: focusable for the same reason as tables.
  const html = marked.parse(markdown, { async: false }).replaceAll('<pre>', '<pre tabindex="0">');
  const toc = headings.filter((h) => h.depth === 2 || h.depth === 3);
  return { html, toc, headings, links };
}
