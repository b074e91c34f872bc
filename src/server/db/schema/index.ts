export * from './accounts.js';
export * from './monitoring.js';
export * from './teams.js';
export * from './billing.js';
