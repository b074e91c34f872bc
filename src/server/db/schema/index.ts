export * from './accounts.js';
export * from './monitoring.js';
export * from './sign-in-throttle.js';
