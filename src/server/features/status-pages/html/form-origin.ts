// The public status pages post forms (the password, the subscription, confirm and unsubscribe).
// The app's Referrer-Policy `no-referrer` makes a browser send `Origin: null` with a form's POST,
// which the origin guard (http/origin-guard.ts) refuses as cross-site; `same-origin` lets the
// browser name the page's own origin on its own forms and still sends nothing to other sites.
export const FORM_REFERRER_POLICY = 'same-origin';
