// The billing feature's parts of the shell, loaded lazily like the pages: kept apart from
// pages.ts, which loads the shell itself (no import cycle).
import { lazyNamed } from '../../lib/lazy-named.js';

/** The shell's trial/pause line and the checkout's return handler (billing feature). */
export const BillingBanner = lazyNamed(
  () => import('../../features/billing/components/billing-banner.js'),
  'BillingBanner',
);
export const PaymentReturn = lazyNamed(
  () => import('../../features/billing/components/payment-return.js'),
  'PaymentReturn',
);
