// How guessable a new password is, judged by zxcvbn-ts with its common and English dictionaries:
// the server's verdict is the one that counts (sign-up, reset, change); the web form loads this
// module on demand to show the same reason while the person types.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { PASSWORD_MSG } from './password.js';

/** zxcvbn's 0-4 scale; 3 is "safely unguessable: moderate protection from an offline attack". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | undefined;

/**
 * Bounded work: only the first 32 characters are judged (a longer password whose start is
 * strong is stronger still) and l33t substitutions are capped, so no input costs the server
 * more than a few tens of milliseconds (repeated l33t characters took seconds uncapped).
 */
function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonWords, ...englishWords },
    graphs: adjacencyGraphs,
    translations,
    maxLength: 32,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** The words of the person's own details, which a password should not be built from. */
export function personalWords(p: {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string[] {
  const local = p.email?.split('@')[0] ?? '';
  return [p.email, local, ...local.split(/[^a-z0-9]+/i), p.firstName, p.lastName]
    .filter((w): w is string => Boolean(w && w.length >= 3))
    .map((w) => w.toLowerCase());
}

/** Why the password is too easy to guess (the message shown), or null when it is strong enough. */
export function passwordWeakness(password: string, userWords: string[] = []): string | null {
  const result = getEstimator().check(password, userWords);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const reason = [result.feedback.warning, ...result.feedback.suggestions]
    .filter(Boolean)
    .join(' ');
  return PASSWORD_MSG.tooWeak(reason || PASSWORD_MSG.addWords);
}
