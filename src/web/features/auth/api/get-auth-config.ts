// GET /api/auth/config (shared with the shell, so it lives in lib/auth).
export { authConfigQueryOptions, useAuthConfig } from '../../../lib/auth/auth-config.js';
