// How questions and passages become search terms: lower case, common words dropped, a light
// stemmer (alerts -> alert, checking -> check), and a few synonyms people use for the product's
// words (down -> offline, price -> plan). The same function runs over the index and the query.

const STOP_WORDS = new Set(
  `a about above after again all also am an and any are as at be because been before being
  below between both but by can could did do does doing done during each either else etc every
  for from further get gets got had has have having he her here hers him his how i if in into
  is it its itself just let me might more most much must my myself no nor not now of off on once
  only or other our ours out over own please same shall she should so some such than that the
  their theirs them then there these they this those through to too under until up upon us very
  was we were what when where which while who whom why will with would you your yours yourself
  anyone someone something thing things want wants need needs know tell way ways really
  doesn don isn aren didn won wasn t s ll ve re m d see saw like`
    .split(/\s+/)
    .filter(Boolean),
);

/** A question's words that mean the same as the product's own. */
const SYNONYMS: Record<string, string> = {
  down: 'offline',
  outage: 'offline',
  outag: 'offline',
  disconnect: 'offline',
  disconnected: 'offline',
  unreachabl: 'unreachable',
  price: 'plan',
  pric: 'plan',
  cost: 'plan',
  subscription: 'plan',
  tier: 'plan',
  notify: 'alert',
  notification: 'alert',
  notif: 'alert',
  warn: 'alert',
  warning: 'alert',
  ping: 'icmp',
  respond: 'answer',
  respons: 'answer',
  reply: 'answer',
  frequency: 'interval',
  frequent: 'interval',
  often: 'interval',
  export: 'download',
  mail: 'email',
  mailed: 'email',
  emailed: 'email',
  upgrade: 'change',
  downgrade: 'change',
  switch: 'change',
  xlsx: 'excel',
  spreadsheet: 'excel',
  colleague: 'team',
  coworker: 'team',
  staff: 'team',
  member: 'team',
  permission: 'role',
  login: 'sign',
  password: 'sign',
  hmac: 'signature',
  verify: 'signature',
  sso: 'oidc',
  certification: 'compliance',
  certified: 'compliance',
  soc: 'compliance',
  iso: 'compliance',
  gdpr: 'compliance',
  delete: 'remove',
  cancel: 'plan',
  refund: 'plan',
};

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("'s")) w = w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) return w.slice(0, -2);
  if (w.length > 5 && w.endsWith('ly')) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) {
    return w.slice(0, -1);
  }
  return w;
}

/** Words of a text, before stop words and stemming. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** One word as a search term, or null for a stop word. */
export function processTerm(word: string): string | null {
  const w = word.toLowerCase();
  if (STOP_WORDS.has(w) || w.length < 2) return null;
  const s = stem(w);
  // Long words keep their first 8 letters: authenticate and authentication meet as "authenti".
  return (SYNONYMS[w] ?? SYNONYMS[s] ?? s).slice(0, 8);
}

/** The distinct search terms of a question. */
export function queryTerms(question: string): string[] {
  return [
    ...new Set(
      tokenize(question)
        .map(processTerm)
        .filter((t): t is string => t !== null),
    ),
  ];
}
