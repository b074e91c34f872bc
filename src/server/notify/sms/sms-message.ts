// The text of an alert SMS: short (two segments at most), one message however many alerts.
import type { DigestItem } from '../alert-mail.js';

const MAX = 300;
const PHRASE: Record<string, string> = {
  offline: 'is OFFLINE',
  online: 'is back ONLINE',
  timeout: 'is not responding',
  other: 'has an alert',
};
const COUNT: Record<string, string> = {
  offline: 'offline',
  online: 'back online',
  timeout: 'not responding',
  other: 'other alerts',
};

export function composeAlertSms(input: {
  workspaceName: string;
  items: DigestItem[];
  link: string;
}): string {
  const { items } = input;
  if (items.length === 1) {
    const i = items[0]!;
    const name = i.property?.name ?? 'A property';
    const where = i.property?.address ? ` (${i.property.address})` : '';
    return fit(`Property Monitor: ${name}${where} ${PHRASE[i.type] ?? PHRASE.other}.`, input.link);
  }
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.type, (counts.get(i.type) ?? 0) + 1);
  const parts = [...counts].map(([t, n]) => `${n} ${COUNT[t] ?? t}`).join(', ');
  const names = [...new Set(items.map((i) => i.property?.name).filter(Boolean))] as string[];
  const shown = names.slice(0, 3).join(', ');
  const more = names.length > 3 ? ` and ${names.length - 3} more` : '';
  return fit(
    `Property Monitor, ${input.workspaceName}: ${items.length} alerts (${parts}): ${shown}${more}.`,
    input.link,
  );
}

/** The text, shortened if need be, then the link whole. */
function fit(text: string, link: string): string {
  const room = MAX - link.length - 1;
  const body = text.length > room ? `${text.slice(0, room - 1)}…` : text;
  return `${body} ${link}`;
}
