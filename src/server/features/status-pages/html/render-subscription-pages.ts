// The pages of a subscription (decision 030): the answer to the subscribe form, and the confirm
// and unsubscribe pages a mailed link opens. A link only shows a button; the POST it makes is what
// confirms or unsubscribes, so a mail scanner that opens links changes nothing.
import { esc } from './escape.js';
import { layout } from './layout.js';
import { renderSubscribeForm } from './render-subscribe-form.js';

export type PageTitle = { title: string; slug: string };

const frame = (page: PageTitle, heading: string, body: string) =>
  layout({
    title: `${heading}: ${page.title}`,
    description: `${heading} for the status page ${page.title}`,
    accent: null,
    logoUrl: null,
    heading: page.title,
    subheading: null,
    body: `<h2>${esc(heading)}</h2>${body}`,
  });

const back = (page: PageTitle) =>
  `<p><a href="/status/${esc(page.slug)}">Back to the status of ${esc(page.title)}</a></p>`;

/** The answer to the subscribe form: the one message, or the form again with the error. */
export function renderSubscribeAnswer(
  page: PageTitle,
  outcome: { message: string } | { error: string; value: string },
): string {
  if ('message' in outcome) {
    return frame(
      page,
      'Check your inbox',
      `<p role="status">${esc(outcome.message)}</p>${back(page)}`,
    );
  }
  return frame(
    page,
    'Subscribe to updates',
    `${renderSubscribeForm(page.slug, outcome)}${back(page)}`,
  );
}

const buttonForm = (action: string, token: string, label: string) =>
  `<form class="pw" method="post" action="${esc(action)}"><input type="hidden" name="token" value="${esc(token)}"><button type="submit">${esc(label)}</button></form>`;

type LinkPageWords = {
  done: { title: string; message: string };
  invalid: string;
  ask: { title: string; text: string; button: string; action: (token: string) => string };
};

/** A page a mailed link opens: it asks with one button (a POST), then says it is done. */
function renderLinkPage(
  page: PageTitle,
  state: { ask: string } | 'done' | 'invalid',
  words: LinkPageWords,
): string {
  if (state === 'done') {
    return frame(
      page,
      words.done.title,
      `<p role="status">${esc(words.done.message)}</p>${back(page)}`,
    );
  }
  if (state === 'invalid') {
    return frame(page, 'Link not valid', `<p class="error">${esc(words.invalid)}</p>${back(page)}`);
  }
  const { title, text, button, action } = words.ask;
  return frame(page, title, `<p>${text}</p>${buttonForm(action(state.ask), state.ask, button)}`);
}

export function renderConfirmPage(
  page: PageTitle,
  state: { ask: string } | 'done' | 'invalid',
  message: { confirmed: string; invalid: string },
): string {
  return renderLinkPage(page, state, {
    done: { title: 'Subscription confirmed', message: message.confirmed },
    invalid: message.invalid,
    ask: {
      title: 'Confirm your subscription',
      text: 'Press the button to get one mail for each incident update and maintenance announcement on this page.',
      button: 'Confirm subscription',
      action: () => `/status/${page.slug}/confirm`,
    },
  });
}

export function renderUnsubscribePage(
  page: PageTitle,
  state: { ask: string } | 'done' | 'invalid',
  message: { unsubscribed: string; invalid: string },
): string {
  return renderLinkPage(page, state, {
    done: { title: 'Unsubscribed', message: message.unsubscribed },
    invalid: message.invalid,
    ask: {
      title: 'Unsubscribe',
      text: 'Press the button and no more mail about this page will be sent to your address.',
      button: 'Unsubscribe',
      action: (token) => `/status/${page.slug}/unsubscribe?token=${token}`,
    },
  });
}
