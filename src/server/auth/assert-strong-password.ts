// The server's verdict on a new password (sign-up, reset, change): 400 with the estimator's
// reason when it is too easy to guess, judged with the person's own details as known words.
import { passwordWeakness, personalWords } from '../../contracts/password-strength.js';
import { badRequest } from '../lib/errors.js';

export function assertStrongPassword(
  password: string,
  person: { email?: string | null; firstName?: string | null; lastName?: string | null },
): void {
  const weakness = passwordWeakness(password, personalWords(person));
  if (weakness) throw badRequest(weakness);
}
