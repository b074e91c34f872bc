// A name a user chose reads in mail as they typed it, on one line, cut short, and never as a
// link (issue 30, decision 019).
import { describe, expect, it } from 'vitest';
import { LINKISH } from './test-support/linkish.js';
import { plainUserText, USER_TEXT_MAX } from './user-text.js';

describe('plainUserText', () => {
  it('keeps an ordinary name as it is', () => {
    expect(plainUserText("Dana's RV Parks & Co")).toBe("Dana's RV Parks & Co");
  });

  it('breaks every URL, host name and address so no client links it, and still reads the same', () => {
    for (const name of [
      'URGENT: verify your bank at http://evil.example',
      'evil.com',
      'WWW.EVIL.COM',
      'mail bob@evil.example now',
      'https:\\\\evil.example',
      'evil\u3002example\uff0ecom',
      'ftp://10.0.0.1/x',
    ]) {
      const shown = plainUserText(name);
      expect(shown, name).not.toMatch(LINKISH);
      expect(shown.replaceAll('\u200b', ''), name).toBe(name);
    }
  });

  it('cuts a long name to 60 characters with an ellipsis, on one line, without hidden characters', () => {
    const long = `Acme ${'x'.repeat(100)}`;
    const shown = plainUserText(long);
    expect(Array.from(shown)).toHaveLength(USER_TEXT_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(plainUserText('First line\n\nClick here\tnow')).toBe('First line Click here now');
    // a direction override could make "moc.live" read as "evil.com"; zero-width ones hide text
    expect(plainUserText('Acme\u202e Parks\u200d\ufeff')).toBe('Acme Parks');
    // accented letters count as one character each and are never split
    expect(Array.from(plainUserText('é'.repeat(61)))).toHaveLength(USER_TEXT_MAX);
  });

  it('never reads as the placeholder of a sealed link', () => {
    expect(plainUserText('{{one-time-link}}')).not.toContain('{{');
  });
});
