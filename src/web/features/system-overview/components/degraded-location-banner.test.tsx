import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MonitoringLocation } from '../../../../contracts/locations.js';
import { NotConfirmedNote } from '../../../components/not-confirmed-note.js';
import { DegradedLocationBanner } from './degraded-location-banner.js';

const primary: MonitoringLocation = {
  id: 'primary',
  name: 'Primary',
  region: '',
  state: 'primary',
  lastSeenAt: null,
  version: null,
  checksPerMinute: null,
  lagP99Ms: null,
  failureShare: null,
  degradedSince: null,
  evidence: null,
  recoveredAt: null,
};

describe('DegradedLocationBanner', () => {
  it('says nothing while every location is healthy', () => {
    expect(renderToStaticMarkup(<DegradedLocationBanner locations={[primary]} />)).toBe('');
  });

  it('names the degraded location, since when and the evidence, as an alert in words', () => {
    const since = '2026-11-27T14:00:00.000Z';
    const html = renderToStaticMarkup(
      <DegradedLocationBanner
        locations={[
          { ...primary, degradedSince: since, evidence: 'canaries failed: 1 of 1 did not answer' },
        ]}
      />,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      `Monitoring location Primary is degraded since ${new Date(since).toLocaleString()}: canaries failed: 1 of 1 did not answer. Its failed checks are set aside; no customer alert is sent for them.`,
    );
    expect(html).toContain('aria-hidden="true"');
  });
});

describe('NotConfirmedNote', () => {
  it('shows the text beside a status only when there is one', () => {
    expect(renderToStaticMarkup(<NotConfirmedNote text={undefined} />)).toBe('');
    expect(
      renderToStaticMarkup(<NotConfirmedNote text="Not confirmed: monitoring location degraded" />),
    ).toContain('>Not confirmed: monitoring location degraded<');
  });
});
