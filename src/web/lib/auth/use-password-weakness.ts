// The strength verdict on a new password while it is typed: the same rule the server applies
// (contracts/password-strength.ts), loaded on demand so its dictionaries stay out of the pages
// that never ask for a new password.
import { useEffect, useState } from 'react';

export type Verdict =
  { state: 'empty' | 'checking' } | { state: 'weak'; reason: string } | { state: 'ok' };

const load = () => import('../../../contracts/password-strength.js');

export function usePasswordWeakness(
  password: string,
  person: { email?: string | null; firstName?: string | null; lastName?: string | null },
): Verdict {
  const [judged, setJudged] = useState<Verdict | null>(null);
  const { email, firstName, lastName } = person;
  useEffect(() => {
    if (!password) return;
    let live = true;
    // a short pause, so the reason does not change with every key
    const timer = setTimeout(() => {
      void load().then(({ passwordWeakness, personalWords }) => {
        if (!live) return;
        const reason = passwordWeakness(password, personalWords({ email, firstName, lastName }));
        setJudged(reason ? { state: 'weak', reason } : { state: 'ok' });
      });
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, email, firstName, lastName]);
  // the last verdict stays while the next one is worked out
  if (!password) return { state: 'empty' };
  return judged ?? { state: 'checking' };
}
