// The browser half of the fake: a small stand-in for Stripe.js (served at /v3/ by the fake) with
// the calls the checkout uses: Stripe(pk), elements({clientSecret}), create('payment').mount(),
// confirmPayment({elements, confirmParams: {return_url}}) and retrievePaymentIntent(). Its
// Payment Element is a plain card-number field; confirming posts to the fake's API.
export function fakeStripeJs(): string {
  return `(() => {
  const api = new URL(document.currentScript.src).origin;
  function Stripe(publishableKey) {
    let mounted = null;
    const call = async (path, params) => {
      const res = await fetch(api + path, {
        method: params ? 'POST' : 'GET',
        headers: { authorization: 'Bearer ' + publishableKey,
                   'content-type': 'application/x-www-form-urlencoded' },
        body: params ? new URLSearchParams(params).toString() : undefined,
      });
      return { ok: res.ok, body: await res.json() };
    };
    const intentOf = (secret) => secret.slice(0, secret.indexOf('_secret_'));
    return {
      elements(options) {
        const clientSecret = options && options.clientSecret;
        return {
          clientSecret,
          submit: async () => ({}),
          create(type) {
            const handlers = {};
            const element = {
              mount(target) {
                const host = typeof target === 'string' ? document.querySelector(target) : target;
                const id = 'fake-card-' + Math.random().toString(36).slice(2);
                host.innerHTML = '<div data-testid="fake-payment-element">' +
                  '<label for="' + id + '" style="display:block;font-size:14px;font-weight:500">Card number</label>' +
                  '<input id="' + id + '" inputmode="numeric" autocomplete="cc-number" ' +
                  'style="width:100%;height:40px;border:1px solid #cbd5e1;border-radius:6px;padding:0 12px" ' +
                  'placeholder="4242 4242 4242 4242" />' +
                  '<p style="font-size:12px;color:#475569;margin-top:4px">Test mode: no real card is charged.</p></div>';
                mounted = host.querySelector('input');
                mounted.addEventListener('input', () => handlers.change && handlers.change({ complete: mounted.value.replace(/\\s/g, '').length >= 12 }));
                setTimeout(() => handlers.ready && handlers.ready({}), 0);
                return element;
              },
              on(name, fn) { handlers[name] = fn; return element; },
              unmount() { mounted = null; },
              destroy() { mounted = null; },
            };
            return element;
          },
        };
      },
      async confirmPayment({ elements, confirmParams, redirect }) {
        const secret = elements.clientSecret;
        const number = mounted ? mounted.value.replace(/\\s/g, '') : '';
        if (!number) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const id = intentOf(secret);
        const out = await call('/v1/payment_intents/' + id + '/confirm',
          { client_secret: secret, 'payment_method_data[card][number]': number });
        if (!out.ok) return { error: out.body.error };
        if (redirect === 'if_required') return { paymentIntent: out.body };
        const url = new URL(confirmParams.return_url);
        url.searchParams.set('payment_intent', id);
        url.searchParams.set('payment_intent_client_secret', secret);
        url.searchParams.set('redirect_status', 'succeeded');
        window.location.assign(url.toString());
        return {};
      },
      async retrievePaymentIntent(secret) {
        const out = await call('/v1/payment_intents/' + intentOf(secret) + '?client_secret=' + encodeURIComponent(secret));
        return out.ok ? { paymentIntent: out.body } : { error: out.body.error };
      },
    };
  }
  window.Stripe = Stripe;
})();
`;
}
