import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Alert } from '../../../../contracts/monitoring.js';
import { AlertCard } from './alert-card.js';

const alert = (over: Partial<Alert> = {}): Alert => ({
  id: 1,
  type: 'offline',
  message: 'Harbor Router (7 Quay Road) is offline: 3 consecutive checks failed.',
  isRead: false,
  createdAt: '2025-06-01T12:00:00.000Z',
  emailSent: true,
  propertyId: 4,
  ...over,
});
const render = (a: Alert, canMarkRead = true) =>
  renderToStaticMarkup(
    <AlertCard alert={a} canMarkRead={canMarkRead} isMarking={false} onMarkRead={() => {}} />,
  );

describe('AlertCard', () => {
  it('shows type, "New", message, e-mail marker and Mark as Read while unread', () => {
    const html = render(alert());
    expect(html).toContain('>offline<');
    expect(html).toContain('>New<');
    expect(html).toContain('Harbor Router (7 Quay Road) is offline');
    expect(html).toContain('Email notification sent');
    expect(html).toContain('Mark as Read');
    expect(html).toContain('dateTime="2025-06-01T12:00:00.000Z"');
  });

  it('drops "New" and the button once read, and the marker without an e-mail', () => {
    const html = render(alert({ isRead: true, emailSent: false, type: 'online' }));
    expect(html).toContain('>online<');
    expect(html).not.toContain('>New<');
    expect(html).not.toContain('Mark as Read');
    expect(html).not.toContain('Email notification sent');
  });

  it('offers no Mark as Read to a viewer', () => {
    expect(render(alert(), false)).not.toContain('Mark as Read');
  });
});
