// What rendered content gives keyboard users: regions that scroll sideways can take the focus.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.js';

describe('renderMarkdown', () => {
  it('makes wide tables and code blocks focusable, so the keyboard can scroll them', () => {
    const md =
      '## Limits\n\n| Plan | Properties |\n| --- | --- |\n| Solo | 1 |\n\n```sh\nnpm start\n```\n';
    const { html } = renderMarkdown(md, 'test.md');
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways">',
    );
    expect(html).toMatch(/<pre tabindex="0"><code[^>]*>npm start/);
    expect(html).not.toContain('<pre>');
  });
});
