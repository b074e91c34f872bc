// The strength rule for new passwords: zxcvbn-ts's verdict with its reason, the person's own
// details counted as known words, and bounded work for any input.
import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_SCORE, passwordWeakness, personalWords } from './password-strength.js';

describe('password strength', () => {
  it('refuses guessable passwords with the estimator’s reason, accepts strong ones', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(passwordWeakness('password1')).toBe(
      'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
    );
    expect(passwordWeakness('aaaaaaaaaa')).toBe(
      'This password is too easy to guess. Repeated characters like "aaa" are easy to guess. Add more words that are less common. Avoid repeated words and characters.',
    );
    expect(passwordWeakness('lantern-orchard-58')).toBeNull();
    expect(passwordWeakness('correct horse battery staple')).toBeNull();
  });

  it('counts the person’s e-mail and names as known words', () => {
    const words = personalWords({
      email: 'zorblat.quenfix@example.com',
      firstName: 'Zorblat',
      lastName: 'Quenfix',
    });
    expect(words).toEqual([
      'zorblat.quenfix@example.com',
      'zorblat.quenfix',
      'zorblat',
      'quenfix',
      'zorblat',
      'quenfix',
    ]);
    expect(passwordWeakness('zorblatquenfix', words)).toBe(
      'This password is too easy to guess. There should not be any personal or page related data. Add more words that are less common.',
    );
    expect(passwordWeakness('zorblatquenfix')).toBeNull();
  });

  it('judges any input in bounded time (repeated l33t characters took seconds uncapped)', () => {
    for (const p of ['1'.repeat(200), 'ab1'.repeat(60), '4@'.repeat(100)]) {
      const started = performance.now();
      expect(passwordWeakness(p)).not.toBeNull();
      expect(performance.now() - started).toBeLessThan(1500);
    }
  });
});
