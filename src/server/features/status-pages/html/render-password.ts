// The password form of a protected page (once per browser session: html/page-access.ts).
import { esc } from './escape.js';
import { layout } from './layout.js';

export function renderPasswordForm(slug: string, error: string | null): string {
  const err = error ? `<p class="error" id="pw-error" role="alert">${esc(error)}</p>` : '';
  return layout({
    title: 'Protected status page',
    description: 'This status page is protected by a password',
    accent: null,
    logoUrl: null,
    heading: 'Protected status page',
    subheading: null,
    body: `<form class="pw" method="post" action="/status/${esc(slug)}/password">
<p>This status page is protected: enter its password.</p>${err}
<label for="pw">Password</label>
<input id="pw" name="password" type="password" autocomplete="current-password" required${error ? ' aria-invalid="true" aria-describedby="pw-error"' : ''}>
<button type="submit">View status</button></form>`,
  });
}
