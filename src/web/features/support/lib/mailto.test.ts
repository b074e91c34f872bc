import { describe, expect, it } from 'vitest';
import { supportMailto } from './mailto.js';

const msg = (role: 'user' | 'assistant', content: string, id: number) => ({
  id,
  role,
  content,
  timestamp: '2026-11-20T10:00:00.000Z',
  engine: null,
  sources: [],
  note: null,
  helpful: null,
});

describe('supportMailto', () => {
  it('addresses support with the transcript, spaces as %20', () => {
    const href = supportMailto('help@example.test', 'Support Chat', [
      msg('user', 'Is there a trial?', 1),
      msg('assistant', 'Yes: 14 days & no card.', 2),
    ]);
    expect(
      href.startsWith(
        'mailto:help@example.test?subject=Support%20request%3A%20Support%20Chat&body=',
      ),
    ).toBe(true);
    const body = new URL(href).searchParams.get('body');
    expect(body).toBe('Me: Is there a trial?\n\nAssistant: Yes: 14 days & no card.');
  });

  it('shortens a long transcript', () => {
    const href = supportMailto('a@b.test', 'T', [msg('user', 'x'.repeat(5000), 1)]);
    expect(new URL(href).searchParams.get('body')!.length).toBeLessThan(1600);
  });
});
