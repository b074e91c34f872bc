// GET /api/events: a Server-Sent Events stream of the caller's workspace's status changes and alerts.
// Bounded: at most MAX_STREAMS_PER_USER per user in a process; a stream ends at sign-out (in this
// process at once) and after STREAM_MAX_MS in any case, when the browser reconnects through the
// sign-in check, so a stream never outlives its session for long in another process either.
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '../../../contracts/monitoring.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import { z } from 'zod';
import { errors, GUARDED } from '../../http/responses.js';
import { AppError } from '../../lib/errors.js';
import type { AppContext } from '../../app-context.js';
import type { MonitorEvent } from '../../monitoring/events.js';
import { keptPropertyIndex } from '../../data/kept-property-index.js';
import { keptPropertyLists } from '../../data/kept-property-lists.js';
import { WHOLE_LIST_MAX } from '../../../contracts/properties.js';
import { createEventHub } from './event-hub.js';
import type { LiveStream } from './stream-registry.js';

const HEARTBEAT_MS = 25_000;
export const MAX_STREAMS_PER_USER = 10;
export const STREAM_MAX_MS = 15 * 60_000;
export const TOO_MANY_STREAMS =
  'Too many live connections for this account: close some of its tabs and reload.';

export async function eventRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!app.changes) return;
  const lists = keptPropertyLists(ctx.database);
  const propertyIndex = keptPropertyIndex(ctx.database);
  const hub = createEventHub(app.changes);
  // Streams never end by themselves: close them so shutdown (HTTP drain) does not wait forever.
  app.addHook('preClose', async () => {
    app.liveStreams.endAll();
    hub.close();
  });

  const stream = z.unknown().describe('Server-Sent Events: `event: <type>` with LiveEvent JSON');
  const schema = {
    summary: 'Live status changes (server-sent events)',
    response: { 200: stream, ...errors(...GUARDED, 429) },
  };
  app.get(
    '/api/events',
    { onRequest: requirePermission('viewProperties'), schema },
    (req, reply) => {
      const actor = actorOf(req);
      const live: LiveStream = { userId: actor.userId, session: req.sessionToken, end: () => {} };
      if (!app.liveStreams.add(live)) {
        throw new AppError('rate_limited', TOO_MANY_STREAMS);
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 3000\n\n');
      const send = (e: MonitorEvent) => {
        if (e.type === 'member_removed') {
          // Removed from the team: their view of this workspace ends now, not at the next reload.
          if (e.userId === actor.userId) live.end();
          return;
        }
        const { workspaceId: _w, ...rest } = e;
        res.write(`event: ${e.type}\ndata: ${JSON.stringify(rest satisfies LiveEvent)}\n\n`);
      };
      const { ready, unsubscribe } = hub.subscribe(actor.workspaceId, send);
      // From here on nothing is missed: the browser re-loads what it read before this point,
      // except a property list it holds with the ETag read now (boot.js asks for the list
      // beside this stream, not after it: decision 017). Taken after the LISTEN, so a change
      // the list's answer missed either dropped the kept list (its ETag moved) or arrives as an
      // event; it is the kept list's, the one GET /api/properties answers now.
      // A workspace whose dashboard pages on the server (over WHOLE_LIST_MAX) reads no list:
      // its `ready` names none, and the 44 MB of 100,000 properties is not built for it.
      void ready
        .then(async () =>
          (await propertyIndex(actor)).total > WHOLE_LIST_MAX
            ? undefined
            : (await lists(actor)).etag,
        )
        .then(
          (properties) => ({ type: 'ready', properties }) satisfies LiveEvent,
          () => ({ type: 'ready' }) satisfies LiveEvent,
        )
        .then((event) => {
          if (!res.writableEnded) res.write(`event: ready\ndata: ${JSON.stringify(event)}\n\n`);
        });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => live.end(), STREAM_MAX_MS);
      live.end = () => {
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        unsubscribe();
        app.liveStreams.remove(live);
        if (!res.writableEnded) res.end();
      };
      req.raw.on('close', live.end);
    },
  );
}
