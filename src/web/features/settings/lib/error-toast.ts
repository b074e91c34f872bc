// The Settings page's failure toasts: the shared rule in lib/toast-error.ts.
export { toastError } from '../../../lib/toast-error.js';
