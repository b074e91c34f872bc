// The Locations table says a degraded location is degraded, in words with an icon (never colour
// alone), and shows the primary's figures like any location's.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MonitoringLocation } from '../../../../contracts/locations.js';
import { LocationsTable } from './locations-table.js';

const frankfurt: MonitoringLocation = {
  id: 'frankfurt',
  name: 'Frankfurt',
  region: 'eu-central',
  state: 'connected',
  lastSeenAt: '2026-11-28T01:00:00.000Z',
  version: '1.0.0',
  checksPerMinute: 40,
  lagP99Ms: 250,
  failureShare: 1,
  degradedSince: null,
  evidence: null,
  recoveredAt: null,
};
const primary: MonitoringLocation = {
  ...frankfurt,
  id: 'primary',
  name: 'Primary',
  region: '',
  state: 'primary',
  lastSeenAt: null,
  version: null,
  checksPerMinute: 12.5,
  lagP99Ms: 1_000,
  failureShare: 0.25,
};
const render = (locations: MonitoringLocation[]) =>
  renderToStaticMarkup(<LocationsTable locations={locations} busy={false} onAction={() => {}} />);

describe('LocationsTable', () => {
  it('marks a degraded location in words with an icon, and no other', () => {
    const since = '2026-11-28T01:05:00.000Z';
    const html = render([primary, { ...frankfurt, degradedSince: since }]);
    expect(html).toContain(`Degraded since ${new Date(since).toLocaleString()}`);
    expect(html.match(/data-testid="location-degraded"/g)).toHaveLength(1);
    expect(html).toMatch(/data-testid="location-degraded"[^>]*><svg[^>]*aria-hidden="true"/);
    expect(render([primary, frankfurt])).not.toContain('Degraded');
  });

  it("shows the primary's checks per minute, lag p99 and share of failed checks", () => {
    const html = render([primary]);
    expect(html).toContain('>12.5<');
    expect(html).toContain(`&lt; ${(1_000).toLocaleString()} ms`);
    expect(html).toContain('25 %');
  });
});
