import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_MSG } from '../../../../contracts/webhooks.js';
import {
  initialWebhookValues,
  lastDeliveryText,
  testResultToast,
  toWebhookBody,
  validateWebhookForm,
} from './webhook-form.js';

describe('webhook form', () => {
  it('starts as a generic webhook for every event', () => {
    expect(initialWebhookValues()).toEqual({
      name: '',
      type: 'webhook',
      url: '',
      events: [...WEBHOOK_EVENTS],
    });
  });

  it("shows the server's messages", () => {
    expect(validateWebhookForm({ ...initialWebhookValues(), url: 'ftp://x', events: [] })).toEqual({
      name: WEBHOOK_MSG.nameRequired,
      url: WEBHOOK_MSG.urlInvalid,
      events: WEBHOOK_MSG.eventsRequired,
    });
  });

  it('accepts a loopback receiver and keeps the events in documented order', () => {
    const v = {
      name: 'Pager',
      type: 'slack' as const,
      url: 'http://127.0.0.1:9000/hook',
      events: ['alert.created', 'property.offline'] as const,
    };
    const values = { ...v, events: [...v.events] };
    expect(validateWebhookForm(values)).toEqual({});
    expect(toWebhookBody(values).events).toEqual(['property.offline', 'alert.created']);
  });

  it('says how the last delivery went', () => {
    expect(lastDeliveryText(null)).toBe('No deliveries yet');
    const at = '2025-01-01T00:00:00Z';
    expect(lastDeliveryText({ at, ok: true, statusCode: 204, error: null })).toBe(
      'Delivered (HTTP 204)',
    );
    expect(lastDeliveryText({ at, ok: false, statusCode: 500, error: 'Server error' })).toBe(
      'Failed (HTTP 500): Server error',
    );
    expect(lastDeliveryText({ at, ok: false, statusCode: null, error: 'ECONNREFUSED' })).toBe(
      'Failed: ECONNREFUSED',
    );
  });

  it('turns a test result into a toast', () => {
    const base = { eventId: 'e1' };
    expect(testResultToast({ ...base, delivered: true, statusCode: 200, error: null })).toEqual({
      title: 'Test event delivered',
      description: 'The endpoint answered with status 200.',
      variant: 'success',
    });
    expect(
      testResultToast({ ...base, delivered: false, statusCode: 500, error: 'HTTP 500' }),
    ).toMatchObject({ title: 'Test event failed', description: 'HTTP 500' });
    expect(
      testResultToast({ ...base, delivered: false, statusCode: 410, error: 'Gone for good' }),
    ).toMatchObject({ description: 'Status 410: Gone for good' });
    expect(
      testResultToast({ ...base, delivered: false, statusCode: null, error: 'ECONNREFUSED' }),
    ).toMatchObject({ description: 'ECONNREFUSED' });
    expect(
      testResultToast({ ...base, delivered: false, statusCode: null, error: null }),
    ).toMatchObject({ description: 'No answer from the endpoint', variant: 'destructive' });
  });
});
