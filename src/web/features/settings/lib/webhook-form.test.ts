import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS, WEBHOOK_MSG } from '../../../../contracts/webhooks.js';
import {
  endpointSecrets,
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
      botToken: '',
      chatId: '',
      routingKey: '',
      accessToken: '',
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
      ...initialWebhookValues(),
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

describe('webhook form: chat and paging kinds', () => {
  it("asks each kind for its own fields, with the server's messages", () => {
    const base = { ...initialWebhookValues(), name: 'On call' };
    expect(validateWebhookForm({ ...base, type: 'telegram', botToken: '12:short' })).toEqual({
      botToken: WEBHOOK_MSG.telegramTokenInvalid,
      chatId: WEBHOOK_MSG.telegramChatInvalid,
    });
    expect(validateWebhookForm({ ...base, type: 'pagerduty', routingKey: 'ABC' })).toEqual({
      routingKey: WEBHOOK_MSG.pagerdutyKeyInvalid,
    });
    expect(validateWebhookForm({ ...base, type: 'discord' })).toEqual({
      url: WEBHOOK_MSG.urlInvalid,
    });
  });

  it('sends only the fields of the chosen kind; an empty ntfy token is left out', () => {
    const v = {
      ...initialWebhookValues(),
      name: 'Phone',
      type: 'ntfy' as const,
      url: 'https://ntfy.example/alerts',
      botToken: 'left over',
    };
    expect(toWebhookBody(v)).toEqual({
      name: 'Phone',
      type: 'ntfy',
      url: 'https://ntfy.example/alerts',
      events: [...WEBHOOK_EVENTS],
    });
    expect(toWebhookBody({ ...v, type: 'pagerduty', routingKey: 'k' })).toEqual({
      name: 'Phone',
      type: 'pagerduty',
      routingKey: 'k',
      events: [...WEBHOOK_EVENTS],
    });
  });

  it('names secrets only by their last characters', () => {
    const w = { secretHint: '…abcd', chatId: '-100', credentialHint: '…wxyz' };
    expect(endpointSecrets({ ...w, type: 'telegram' })).toBe('Chat -100 · Bot token …wxyz');
    expect(endpointSecrets({ ...w, type: 'pagerduty' })).toBe('Routing key …wxyz');
    expect(endpointSecrets({ ...w, type: 'webhook' })).toBe('Secret …abcd');
  });
});
