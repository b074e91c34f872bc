export * from './accounts.js';
export * from './monitoring.js';
export * from './notifications.js';
export * from './webhooks.js';
