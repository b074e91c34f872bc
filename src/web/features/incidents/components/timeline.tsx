// An incident's timeline, oldest first: each entry says what happened in words, with an icon,
// when, and who (or which channel, recipient and delivery state).
import {
  Bell,
  CheckCircle2,
  Flag,
  MessageSquare,
  RefreshCw,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import type { TimelineEntry } from '../../../../contracts/incidents-api.js';
import { ACK_CHANNEL_LABELS } from '../../../../contracts/incident-model.js';
import { formatTimestamp } from '../../../lib/format.js';

const ICON: Record<TimelineEntry['kind'], LucideIcon> = {
  started: Flag,
  update: RefreshCw,
  notification: Bell,
  acknowledged: UserCheck,
  note: MessageSquare,
  resolved: CheckCircle2,
};
const LABEL: Record<TimelineEntry['kind'], string> = {
  started: 'Started',
  update: 'Update',
  notification: 'Notification',
  acknowledged: 'Acknowledged',
  note: 'Note',
  resolved: 'Resolved',
};
const DELIVERY: Record<NonNullable<TimelineEntry['delivery']>, string> = {
  pending: 'waiting to be sent',
  delivered: 'delivered',
  failed: 'failed',
  skipped: 'not sent',
};

function detail(e: TimelineEntry): string | null {
  if (e.kind === 'notification') {
    const to = e.recipient ? ` to ${e.recipient}` : '';
    return `${e.text}${to}: ${DELIVERY[e.delivery ?? 'pending']}`;
  }
  if (e.kind === 'acknowledged' && e.via) return `${e.text}, from ${ACK_CHANNEL_LABELS[e.via]}`;
  if (e.kind === 'resolved' || e.kind === 'update' || e.kind === 'note') {
    const who = e.author ? e.author.name : e.kind === 'resolved' ? 'Automatically' : null;
    return who ? `${who}: ${e.text}` : e.text;
  }
  return e.text;
}

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-6" aria-label="Timeline">
      {entries.map((e, n) => {
        const Icon = ICON[e.kind];
        return (
          <li key={n} className="relative" data-testid={`timeline-${e.kind}`}>
            <span className="absolute -left-[34px] flex h-5 w-5 items-center justify-center rounded-full bg-white ring-1 ring-slate-300">
              <Icon className="h-3.5 w-3.5 text-slate-700" aria-hidden="true" />
            </span>
            <p className="text-sm font-semibold text-slate-900">
              {LABEL[e.kind]}{' '}
              <time className="font-normal text-slate-500" dateTime={e.at}>
                {formatTimestamp(e.at)}
              </time>
            </p>
            <p className="text-sm whitespace-pre-wrap text-slate-700">{detail(e)}</p>
          </li>
        );
      })}
    </ol>
  );
}
