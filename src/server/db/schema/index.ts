export * from './accounts.js';
export * from './monitoring.js';
