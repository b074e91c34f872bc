// The page of all properties stays small (decision 031): at 1,000 properties with 90 days each it
// was 19.7 MB of HTML (an element and a tooltip per day, a table per property).
import { describe, expect, it } from 'vitest';
import type { PublicProperty, PublicStatus } from '../../../../contracts/public-status.js';
import { compactDays } from './render-compact-bar.js';
import { renderPage } from './render-page.js';

const DAY = 86_400_000;
const dates = Array.from({ length: 90 }, (_, i) =>
  new Date(Date.UTC(2026, 7, 30) + i * DAY).toISOString().slice(0, 10),
);

function property(i: number): PublicProperty {
  return {
    id: i + 1,
    name: `Maple Court ${i + 1}`,
    address: null,
    state: i % 10 === 0 ? 'outage' : 'operational',
    uptime: 99.95,
    days: dates.map((date, d) => ({
      date,
      uptime: d < 20 ? null : i % 10 === 0 && d === 60 ? 97.5 : 100,
      ...(i % 10 === 0 && d === 60 ? { outages: { count: 1, minutes: 36 } } : {}),
    })),
  };
}

describe('the public page of many properties', () => {
  it('renders 1,000 properties with 90 days in well under 1 MB', () => {
    const view: PublicStatus = {
      title: 'Estate',
      slug: 'estate',
      description: null,
      logoUrl: null,
      accentColor: null,
      customDomain: null,
      overall: 'partial_outage',
      sections: [{ name: 'All', properties: Array.from({ length: 1000 }, (_, i) => property(i)) }],
      activeIncidents: [],
      resolvedIncidents: [],
      maintenance: [],
      generatedAt: '2026-11-27T12:00:00.000Z',
    };
    const html = renderPage(view, 'http://status.test/status/estate');
    expect(Buffer.byteLength(html)).toBeLessThan(700_000);
    // every property keeps its bar, its named today and its table's address
    expect(html.match(/<ol class="bar c g\d+"/g)).toHaveLength(1000);
    expect(html.match(/tabindex="0" aria-label="27 Nov 2026: 100.00% uptime"/g)).toHaveLength(1000);
    expect(html).toContain(
      'href="/status/estate/properties/1000">Daily figures of Maple Court 1000 as a table</a>',
    );
    expect(html).toContain('data-e="{&quot;60&quot;:[&quot;Offline once, 36 min&quot;]}"');
  });

  it('folds runs of equal days in the compact data', () => {
    expect(compactDays(property(0).days)).toBe('*20,100*40,97.5,100*29');
    expect(compactDays(property(1).days)).toBe('*20,100*70');
  });
});
