import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UpstreamOfflineBadge } from './upstream-offline-badge.js';

describe('UpstreamOfflineBadge', () => {
  it('says "Unreachable: upstream offline" in words with an icon hidden from screen readers', () => {
    const html = renderToStaticMarkup(
      <UpstreamOfflineBadge property={{ unreachableCause: 'upstream_offline' }} />,
    );
    expect(html).toContain('>Unreachable: upstream offline<');
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('shows nothing for a property with no upstream cause', () => {
    expect(renderToStaticMarkup(<UpstreamOfflineBadge property={{}} />)).toBe('');
  });
});
