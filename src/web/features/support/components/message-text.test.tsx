import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageText, parseBlocks } from './message-text.js';

const html = (content: string) =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <MessageText content={content} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('chat message text', () => {
  it('splits paragraphs, lists and code blocks', () => {
    expect(parseBlocks('Hello\n\n- one\n- two\n\n1. first\n2. second\n\n```\nx = 1\n```')).toEqual([
      { kind: 'p', text: 'Hello' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'code', text: 'x = 1' },
    ]);
  });

  it('links pages inside the app, other sites in a new tab, and never renders HTML', () => {
    const out = html(
      '**Read** [the FAQ](/faq#plans), [sign in](/api/login), [RFC](https://www.rfc-editor.org/) <img src=x onerror=alert(1)> [bad](javascript:alert(1))',
    );
    expect(out).toContain('<strong>Read</strong>');
    expect(out).toContain('href="/faq#plans"');
    expect(out).toContain('href="/api/login"');
    expect(out).toContain('target="_blank" rel="noopener noreferrer"');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('javascript:');
  });
});
