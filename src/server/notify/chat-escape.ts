// Text users typed (property names, addresses, alert messages that quote them) goes into Slack
// and Teams messages, whose formats turn some text into mentions and links. Escape it there.

/**
 * Slack mrkdwn: `&`, `<` and `>` are the only control characters; escaping them turns
 * `<!channel>`, `<!here>`, `<@U123>` and `<https://evil|click>` into literal text.
 */
export const slackText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const ZWSP = '\u200B';

/**
 * Teams MessageCard text is Markdown with some HTML: escape HTML, backslash-escape the Markdown
 * that makes links and formatting, and break bare URLs (which Teams links by itself) with a
 * zero-width space, so a name cannot become a link.
 */
export const teamsText = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_{}[\]()#|~!])/g, '\\$1')
    .replace(/:\/\//g, `:${ZWSP}//`)
    .replace(/\bwww\./gi, (m) => `${m.slice(0, 3)}${ZWSP}.`);
