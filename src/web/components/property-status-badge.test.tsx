import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PropertyStatusBadge } from './property-status-badge.js';

describe('PropertyStatusBadge', () => {
  it.each([
    ['online', 'online', 'emerald'],
    ['offline', 'offline', 'red'],
    ['timeout', 'timeout', 'amber'],
    ['unknown', 'Unknown', 'slate'],
    [null, 'Unknown', 'slate'],
  ])('shows %s as "%s" in %s', (status, label, colour) => {
    const html = renderToStaticMarkup(<PropertyStatusBadge status={status} />);
    expect(html).toContain(`>${label}<`);
    expect(html).toContain(`bg-${colour}-100`);
  });

  it('carries an icon beside the word, hidden from screen readers (the word says it)', () => {
    for (const status of ['online', 'offline', 'timeout', null]) {
      const html = renderToStaticMarkup(<PropertyStatusBadge status={status} />);
      expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
    }
  });
});
