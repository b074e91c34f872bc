// Text a user chose (a workspace name, a person's name) as it goes into a mail (decision 019):
// one line, at most USER_TEXT_MAX characters, and never a link. Mail clients turn anything that
// reads as a URL, a host name or an address into a link ("http://evil.example", "evil.example",
// "bob@evil.example"); a zero-width space after each character such a link is made of breaks
// every one of those patterns while the name reads as the person typed it. HTML parts escape the
// result as any other text (escapeHtml).

/** How many characters of a chosen name a mail shows; longer ones end in an ellipsis. */
export const USER_TEXT_MAX = 60;

const ZWSP = '\u200b';
/** Line breaks, tabs and other control characters: a name is one line. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
/** Invisible characters and direction overrides that could hide or reorder what a name shows. */
const INVISIBLE = /[\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff]/g;
/** What a URL, host name or e-mail address is joined by (with the full-width dots IDNA maps). */
const LINK_JOINERS = /[.:/\\@\u3002\uff0e\uff61\uff0f\uff1a\uff20]/g;

export function plainUserText(text: string, max = USER_TEXT_MAX): string {
  const line = text.replace(CONTROL, ' ').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  const cut =
    chars.length > max
      ? `${chars
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : line;
  // `{{` too: a name never reads as the placeholder of a sealed link (sealed-link.ts)
  return cut.replace(LINK_JOINERS, (c) => `${c}${ZWSP}`).replaceAll('{{', `{${ZWSP}{`);
}
