// Words the chat channels share: the icon an alert shows and its one-line detail.
import type { WebhookPayload } from '../../../contracts/webhooks.js';

const ICON: Record<string, string> = { offline: '🔴', online: '🟢', timeout: '🟠' };

export const alertIcon = (p: WebhookPayload) => ICON[p.alert?.type ?? ''] ?? 'ℹ️';

export const detailOf = (p: WebhookPayload) => p.alert?.message ?? p.message ?? '';
