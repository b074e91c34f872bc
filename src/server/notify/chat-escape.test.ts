// A property's name and address are typed by users; in Slack and Teams they must stay text:
// no channel-wide mentions, no links of the user's choosing.
import { describe, expect, it } from 'vitest';
import { alertPayload, renderBody } from './webhook-message.js';

const NAME =
  '<!channel> Lobby <@U024BE7LH> [win a prize](https://evil.example/x) *now* & <b>hi</b>';
const ADDRESS = '<!here|here> 1 Main St, see www.evil.example or <https://evil.example|click>';

const payload = alertPayload(
  '5d1c1f7e-0000-4000-8000-000000000001',
  'property.offline',
  {
    alert: { id: 7, type: 'offline', message: `${NAME} is offline`, createdAt: new Date(0) },
    property: { id: 3, name: NAME, address: ADDRESS, status: 'offline' },
  },
  (id) => `https://monitor.test/properties/${id}`,
);

describe('Slack and Teams messages escape user-supplied text', () => {
  it('Slack: no mention or link survives in text, blocks or context; our link does', () => {
    const body = renderBody('slack', payload) as {
      text: string;
      blocks: Array<{ text?: { text: string }; elements?: Array<{ text: string }> }>;
    };
    const texts = [
      body.text,
      body.blocks[0]!.text!.text,
      body.blocks[1]!.elements![0]!.text.replace('<https://monitor.test/properties/3|', ''),
    ];
    for (const text of texts) {
      expect(text).not.toMatch(/<[!@#]/);
      expect(text).not.toContain('<https://evil');
      expect(text).toContain('&lt;!');
    }
    expect(body.text).toContain('&lt;!channel&gt; Lobby &lt;@U024BE7LH&gt;');
    expect(body.text).toContain('&amp; &lt;b&gt;hi&lt;/b&gt;');
    expect(body.blocks[1]!.elements![0]!.text).toContain(
      '<https://monitor.test/properties/3|View in Property Monitor>',
    );
  });

  it('Teams: no Markdown link, HTML or bare URL from the name or address', () => {
    const card = renderBody('teams', payload) as { title: string; text: string };
    for (const text of [card.title, card.text]) {
      expect(text).not.toMatch(/\]\(|<b>|<!|https:\/\/evil|www\.evil/);
    }
    expect(card.title).toBe(
      '&lt;\\!channel&gt; Lobby &lt;@U024BE7LH&gt; \\[win a prize\\]\\(https:\u200B//evil.example/x\\) \\*now\\* &amp; &lt;b&gt;hi&lt;/b&gt; is offline',
    );
    expect(card.text).toContain('Address: &lt;\\!here\\|here&gt; 1 Main St, see www\u200B.evil');
  });
});
