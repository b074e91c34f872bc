// The "Subscribe to updates" form of the public page (decision 030): one e-mail field posting to
// /status/{slug}/subscribe, no script. Its own id, so the live update keeps what a visitor typed.
import { esc } from './escape.js';

export const SUBSCRIBE_FORM_ID = 'subscribe';

export function renderSubscribeForm(
  slug: string,
  opts: { error?: string; value?: string } = {},
): string {
  const err = opts.error
    ? `<p class="error" id="sub-error" role="alert">${esc(opts.error)}</p>`
    : '';
  const invalid = opts.error
    ? ' aria-invalid="true" aria-describedby="sub-error sub-note"'
    : ' aria-describedby="sub-note"';
  return `<section id="${SUBSCRIBE_FORM_ID}" aria-labelledby="sub-h"><h2 id="sub-h">Subscribe to updates</h2>
<form class="pw" method="post" action="/status/${esc(slug)}/subscribe">
<p id="sub-note">Get one mail for each incident update and maintenance announcement. We first send a link to confirm the address: nothing else is sent until you follow it.</p>${err}
<label for="sub-email">E-mail address</label>
<input id="sub-email" name="email" type="email" autocomplete="email" maxlength="254" required${opts.value ? ` value="${esc(opts.value)}"` : ''}${invalid}>
<button type="submit">Subscribe</button></form></section>`;
}
