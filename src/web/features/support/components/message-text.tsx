// Renders a chat message's light Markdown (paragraphs, lists, code blocks, **bold** and
// [links](/page)) as React elements: no HTML from a message ever reaches the page.
import { Fragment, type ReactNode } from 'react';
import { InAppLink } from '../../../components/content/in-app-link.js';

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] }
  | { kind: 'code'; text: string };

export function parseBlocks(content: string): Block[] {
  const blocks: Block[] = [];
  const parts = content.split(/(```[\s\S]*?```)/g);
  for (const part of parts) {
    if (part.startsWith('```')) {
      blocks.push({ kind: 'code', text: part.replace(/^```\w*\n?/, '').replace(/\n?```$/, '') });
      continue;
    }
    for (const chunk of part.split(/\n{2,}/)) {
      const lines = chunk.split('\n').filter((l) => l.trim() !== '');
      if (lines.length === 0) continue;
      if (lines.every((l) => /^- /.test(l))) {
        blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
      } else if (lines.every((l) => /^\d+\. /.test(l))) {
        blocks.push({ kind: 'ol', items: lines.map((l) => l.replace(/^\d+\. /, '')) });
      } else {
        blocks.push({ kind: 'p', text: lines.join('\n') });
      }
    }
  }
  return blocks;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

function renderLink(text: string, href: string, key: number): ReactNode {
  if (href.startsWith('/api/')) {
    return (
      <a key={key} href={href} className={linkClass}>
        {text}
      </a>
    );
  }
  if (href.startsWith('/')) {
    return (
      <InAppLink key={key} to={href} className={linkClass}>
        {text}
      </InAppLink>
    );
  }
  if (/^https:\/\//.test(href)) {
    return (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {text}
      </a>
    );
  }
  return <Fragment key={key}>{text}</Fragment>;
}

/** **bold** and [text](href) within a line; everything else is text. */
export function renderInline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  let key = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    if (m[1] !== undefined) out.push(<strong key={key++}>{m[1]}</strong>);
    else out.push(renderLink(m[2]!, m[3]!, key++));
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function MessageText({ content }: { content: string }) {
  return (
    <div className="space-y-2 break-words">
      {parseBlocks(content).map((b, i) => {
        if (b.kind === 'code') {
          return (
            <pre
              key={i}
              className="overflow-x-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100"
            >
              {b.text}
            </pre>
          );
        }
        if (b.kind === 'p')
          return (
            <p key={i} className="whitespace-pre-line">
              {renderInline(b.text)}
            </p>
          );
        const List = b.kind;
        return (
          <List key={i} className={b.kind === 'ul' ? 'list-disc pl-5' : 'list-decimal pl-5'}>
            {b.items.map((item, j) => (
              <li key={j}>{renderInline(item)}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
