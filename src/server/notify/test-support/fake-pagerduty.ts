// A fake of PagerDuty's Events API v2 on 127.0.0.1 (POST /v2/enqueue): checks the routing key's
// shape, the action and a trigger's required payload fields, answers 202 as PagerDuty does, and
// keeps incidents by dedup key (a trigger opens or joins one, an acknowledge takes it, a resolve
// closes it).
import { startLoopbackFake, type LoopbackFake } from './loopback-fake.js';

export const PAGERDUTY_TEST_KEY = 'r0ut1ngk3yr0ut1ngk3yr0ut1ngk3y00';

type PdEvent = {
  routing_key?: string;
  event_action?: string;
  dedup_key?: string;
  payload?: { summary?: string; source?: string; severity?: string };
};

export type FakePagerDuty = LoopbackFake & {
  /** the PAGERDUTY_EVENTS_URL to configure */
  url: string;
  events: PdEvent[];
  /** dedup key -> open or resolved */
  incidents: Map<string, 'triggered' | 'acknowledged' | 'resolved'>;
};

const invalid = (errors: string[]) => ({
  status: 400,
  body: { status: 'invalid event', message: 'Event object is invalid', errors },
});

export async function startFakePagerDuty(): Promise<FakePagerDuty> {
  const events: PdEvent[] = [];
  const incidents = new Map<string, 'triggered' | 'acknowledged' | 'resolved'>();
  const fake = await startLoopbackFake((req) => {
    if (req.method !== 'POST' || req.path !== '/v2/enqueue') return { status: 404 };
    const e = req.json as PdEvent | undefined;
    if (!e || !/^[a-z0-9]{32}$/.test(e.routing_key ?? '')) return invalid(['Invalid routing key']);
    if (!['trigger', 'acknowledge', 'resolve'].includes(e.event_action ?? '')) {
      return invalid(["'event_action' is invalid"]);
    }
    if (e.event_action === 'trigger') {
      const p = e.payload;
      if (
        !p?.summary ||
        !p.source ||
        !['critical', 'error', 'warning', 'info'].includes(p.severity ?? '')
      ) {
        return invalid(["'payload' is missing or invalid"]);
      }
    } else if (!e.dedup_key) {
      return invalid(["'dedup_key' is required for acknowledge and resolve"]);
    }
    events.push(e);
    const key = e.dedup_key ?? `generated-${events.length}`;
    if (e.event_action === 'trigger') incidents.set(key, 'triggered');
    if (e.event_action === 'acknowledge' && incidents.get(key) === 'triggered') {
      incidents.set(key, 'acknowledged');
    }
    if (e.event_action === 'resolve' && incidents.has(key)) incidents.set(key, 'resolved');
    return {
      status: 202,
      body: { status: 'success', message: 'Event processed', dedup_key: key },
    };
  });
  return Object.assign(fake, { url: `${fake.origin}/v2/enqueue`, events, incidents });
}
