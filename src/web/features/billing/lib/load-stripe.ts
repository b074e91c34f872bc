// Loads Stripe.js once from the configured URL (Stripe's own host in production, a loopback fake
// in browser tests) and gives the few calls the checkout uses.

export type StripeError = { type?: string; code?: string; message?: string };
export type PaymentElement = {
  mount(target: HTMLElement): void;
  on(event: 'ready' | 'change', handler: (e: unknown) => void): PaymentElement;
  destroy(): void;
};
export type StripeElements = { create(type: 'payment'): PaymentElement };
export type StripeJs = {
  elements(options: { clientSecret: string }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
  }): Promise<{ error?: StripeError }>;
  retrievePaymentIntent(clientSecret: string): Promise<{
    paymentIntent?: { status: string; last_payment_error?: StripeError | null };
    error?: StripeError;
  }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<void> | null = null;

function loadScript(src: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      reject(new Error('The payment form could not be loaded. Please try again.'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export async function loadStripe(src: string, publishableKey: string): Promise<StripeJs> {
  if (!window.Stripe) await loadScript(src);
  if (!window.Stripe) throw new Error('The payment form could not be loaded. Please try again.');
  return window.Stripe(publishableKey);
}

/** The site root: where Stripe sends the browser back after confirming (spec commercial §2). */
export const returnUrl = () => `${window.location.origin}/`;
