// The acknowledgement link of the alert mail and SMS (decision 032), no sign-in: GET shows what
// it acknowledges and a form, POST acknowledges. The token acknowledges its own incident only
// (410 for another's, or once the incident has ended), so it works forwarded.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { INCIDENT_MSG } from '../../../contracts/incidents-api.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { trackedIncidents } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { checkAckToken } from '../../notify/ack-link.js';
import { acknowledgeIncident } from './acknowledge-incident.js';
import { acknowledgedPage, confirmPage, gonePage, type AckPageIncident } from './ack-page.js';
import { incidentSummaries } from './incident-summaries.js';

/** Per address and minute: a person follows a link a few times; scanning ids gets nothing. */
export const ACK_LINK_PER_MINUTE = 30;

const params = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
const query = z.object({ t: z.string().max(100).default('') });
const body = z.object({
  t: z.string().max(100).default(''),
  name: z.string().trim().max(100, INCIDENT_MSG.nameTooLong).default(''),
});

type Found = AckPageIncident & { ended: boolean };

async function find(db: Db, id: number): Promise<Found | undefined> {
  const [row] = await db
    .select({ workspaceId: trackedIncidents.workspaceId })
    .from(trackedIncidents)
    .where(eq(trackedIncidents.id, id));
  if (!row) return undefined;
  const [i] = await incidentSummaries(db, row.workspaceId, eq(trackedIncidents.id, id), {
    limit: 1,
    offset: 0,
  });
  if (!i) return undefined;
  return {
    id,
    title: i.title,
    startedAt: i.startedAt,
    acknowledgedBy: i.acknowledged?.by ?? null,
    ended: i.resolvedAt !== null,
  };
}

const html = (reply: FastifyReply, code: number, page: string) =>
  reply
    .code(code)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);

export async function ackLinkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const config = { rateLimit: { max: ACK_LINK_PER_MINUTE, timeWindow: 60_000 } };

  /** The incident when the token is its own and it is still open; else the 410 page is sent. */
  const open = async (reply: FastifyReply, id: number, token: string) => {
    const via = checkAckToken(ctx.config, id, token);
    const found = via ? await find(db, id) : undefined;
    if (!via || !found) {
      await html(reply, 410, gonePage(INCIDENT_MSG.linkInvalid, null));
      return undefined;
    }
    if (found.ended) {
      await html(reply, 410, gonePage(INCIDENT_MSG.linkEnded, id));
      return undefined;
    }
    return { via, found };
  };

  await app.register(async (scope) => {
    // the confirmation page posts as a browser form does
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, raw, done) => done(null, Object.fromEntries(new URLSearchParams(String(raw)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/incidents/:id/acknowledge',
      { config, schema: { hide: true, params, querystring: query } },
      async (req, reply) => {
        const ok = await open(reply, req.params.id, req.query.t);
        if (!ok) return reply;
        if (ok.found.acknowledgedBy) return html(reply, 200, acknowledgedPage(ok.found, false));
        return html(reply, 200, confirmPage(ok.found, req.query.t));
      },
    );
    r.post(
      '/incidents/:id/acknowledge',
      { config, schema: { hide: true, params, body } },
      async (req, reply) => {
        const ok = await open(reply, req.params.id, req.body.t);
        if (!ok) return reply;
        try {
          await acknowledgeIncident(db, {
            incidentId: req.params.id,
            workspaceId: null,
            userId: null,
            name: req.body.name || null,
            via: ok.via,
          });
        } catch (err) {
          if (!(err instanceof AppError) || err.code !== 'conflict') throw err;
          const now = await find(db, req.params.id);
          if (!now || now.ended)
            return html(reply, 410, gonePage(INCIDENT_MSG.linkEnded, req.params.id));
          return html(reply, 409, acknowledgedPage(now, false));
        }
        return html(reply, 200, acknowledgedPage((await find(db, req.params.id))!, true));
      },
    );
  });
}
