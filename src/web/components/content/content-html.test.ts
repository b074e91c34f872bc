import { describe, expect, it } from 'vitest';
import { visitorLinks } from './content-html.js';

describe("a visitor's links in help content", () => {
  it('lead to sign-in and on to the signed-in page they name, query and #hash included', () => {
    const out = visitorLinks(
      [
        '<a href="/team">Invite your team</a>',
        '<a href="/settings#api-keys">API keys</a>',
        '<a href="/reports?range=7d&amp;kind=uptime#top">Reports</a>',
      ].join(' '),
    );
    expect(out).toBe(
      [
        '<a href="/api/login?next=%2Fteam">Invite your team</a>',
        '<a href="/api/login?next=%2Fsettings%23api-keys">API keys</a>',
        '<a href="/api/login?next=%2Freports%3Frange%3D7d%26kind%3Duptime%23top">Reports</a>',
      ].join(' '),
    );
  });

  it('keep links to public pages, the server and other sites as they are', () => {
    const html = [
      '<a href="/faq#which-plans-are-there">FAQ</a>',
      '<a href="/pricing">Pricing</a>',
      '<a href="/getting-started">Guide</a>',
      '<a href="/api/login">Sign in</a>',
      '<a href="https://example.com/team" target="_blank">Elsewhere</a>',
    ].join(' ');
    expect(visitorLinks(html)).toBe(html);
  });
});
