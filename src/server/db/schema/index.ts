export * from './accounts.js';
export * from './api-keys.js';
export * from './monitoring.js';
export * from './notifications.js';
export * from './teams.js';
export * from './webhooks.js';
export * from './chat.js';
export * from './billing.js';
