// Read-only answers about the asker's own workspace: which properties are offline, the latest
// alerts. The workspace always comes from the session (the actor); nothing in the question's
// text can name another one, so a prompt-injection attempt cannot widen the scope.
import { wordFor } from '../../../contracts/plural.js';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { countProperties } from '../../data/count-properties.js';
import type { Db } from '../../db/client.js';
import { alerts, properties, workspaces } from '../../db/schema/index.js';

export type LookupIntent = 'offline' | 'alerts';
export type Lookup = { intent: LookupIntent; text: string };

/** At most this many rows are listed; the rest are counted. */
const LIST_LIMIT = 10;
const ALERT_LIMIT = 5;

const HOW_TO =
  /\b(how (do|does|can|to|should|often|long|quickly)|what (is|are|does|happens)|why)\b/i;
const ABOUT_MINE =
  /\b(my|our|mine|which|any|anything|list|show|currently|right now|at the moment|today|how many)\b/i;
const OFFLINE = /\b(offline|down|not (responding|online|answering)|unreachable|outages?)\b/i;
const ALERTS = /\b(alerts?|notifications?)\b/i;
const RECENT = /\b(recent|latest|last|new|unread|today|this week|my|our|show|list)\b/i;

/** What a question asks about the workspace, if anything (questions on how things work are not). */
export function detectIntent(question: string): LookupIntent | null {
  if (HOW_TO.test(question) && !/\bhow many\b/i.test(question)) return null;
  if (OFFLINE.test(question) && ABOUT_MINE.test(question)) return 'offline';
  if (ALERTS.test(question) && RECENT.test(question)) return 'alerts';
  return null;
}

export const SIGN_IN_FOR_LOOKUPS =
  'I can look up your properties and alerts once you are signed in, and then only in the ' +
  'workspace you are working in. [Sign in](/api/login), then ask again here.';

function formatTime(d: Date, timeZone: string): string {
  return `${new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(d)} (${timeZone})`;
}

export async function lookUp(db: Db, actor: Actor, intent: LookupIntent): Promise<Lookup> {
  const [ws] = await db
    .select({ timezone: workspaces.timezone })
    .from(workspaces)
    .where(eq(workspaces.id, actor.workspaceId));
  const tz = ws?.timezone ?? 'UTC';
  const name = actor.workspaceName;
  if (intent === 'offline') return { intent, text: await offlineText(db, actor, name, tz) };
  return { intent, text: await alertsText(db, actor, name, tz) };
}

async function offlineText(db: Db, actor: Actor, name: string, tz: string): Promise<string> {
  const where = and(
    eq(properties.workspaceId, actor.workspaceId),
    inArray(properties.status, ['offline', 'timeout']),
  );
  const rows = await db
    .select({
      name: properties.name,
      address: properties.address,
      status: properties.status,
      since: properties.statusChangedAt,
    })
    .from(properties)
    .where(where)
    .orderBy(properties.status, properties.name) // offline before timeout
    .limit(LIST_LIMIT);
  const total = await countProperties(db, actor.workspaceId);
  if (total === 0) {
    return `Your workspace **${name}** has no properties yet. [Add one](/properties) to start monitoring.`;
  }
  const offline = rows.filter((r) => r.status === 'offline');
  const timeout = rows.filter((r) => r.status === 'timeout');
  const line = (r: (typeof rows)[number]) =>
    `- **${r.name}** (${r.address}): ${r.status}${r.since ? ` since ${formatTime(r.since, tz)}` : ''}`;
  const parts: string[] = [];
  parts.push(
    offline.length === 0
      ? `None of the ${total} properties in **${name}** is offline right now.`
      : `In **${name}**, ${offline.length} ${wordFor(offline.length, { one: 'property is', other: 'properties are' })} offline right now:\n\n${offline.map(line).join('\n')}`,
  );
  if (timeout.length > 0) {
    parts.push(
      `Missed their latest check (not confirmed offline yet):\n\n${timeout.map(line).join('\n')}`,
    );
  }
  parts.push(
    'Open [Properties](/properties) to check them now, or see [Troubleshooting](/troubleshooting).',
  );
  return parts.join('\n\n');
}

async function alertsText(db: Db, actor: Actor, name: string, tz: string): Promise<string> {
  const rows = await db
    .select({
      type: alerts.type,
      message: alerts.message,
      at: alerts.createdAt,
      isRead: alerts.isRead,
    })
    .from(alerts)
    .where(eq(alerts.workspaceId, actor.workspaceId))
    .orderBy(desc(alerts.createdAt), desc(alerts.id))
    .limit(ALERT_LIMIT);
  if (rows.length === 0) return `There are no alerts in **${name}** yet.`;
  const lines = rows.map(
    (r) => `- ${formatTime(r.at, tz)}, ${r.type}${r.isRead ? '' : ' (new)'}: ${r.message}`,
  );
  return `The latest alerts in **${name}**:\n\n${lines.join('\n')}\n\nSee them all on the [Alerts](/alerts) page.`;
}
