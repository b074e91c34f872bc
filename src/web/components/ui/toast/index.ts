export { useToast } from './use-toast.js';
export { Toaster } from './toaster.js';
export {
  toast,
  dismissToast,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_LIMIT,
  type ToastAction,
  type ToastInput,
  type ToastVariant,
} from './toast-store.js';
