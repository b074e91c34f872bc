// The agent endpoints (issue 28, decision 029): GET /api/agent/work (long-poll for due checks)
// and POST /api/agent/results (a batch of results). Only an agent token reaches them: the
// session hook skips these paths, so a session cookie or an API key is never loaded here.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  agentResultsAnswer,
  agentResultsBody,
  agentWork,
  agentWorkQuery,
} from '../../../contracts/agents.js';
import type { AppContext } from '../../app-context.js';
import { errors } from '../../http/responses.js';
import { agentOf, requireAgent } from './authenticate-agent.js';
import { guardAgentLocation } from './guard-agent-location.js';
import { recordAgentResults } from './record-agent-results.js';
import { createWorkWaiter } from './wait-for-work.js';
import { createWorkSignal } from './work-signal.js';

export async function agentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pool = ctx.database.pool;
  // confirmation asks the locations to check at once, from any process (LISTEN/NOTIFY)
  const signal = createWorkSignal(pool, (m) => app.log.warn(m));
  const waiter = createWorkWaiter(signal);
  app.decorateRequest('agent', null);
  // before the listener closes: held work requests answer at once instead of holding it open
  app.addHook('preClose', async () => waiter.close());
  app.addHook('onClose', async () => signal.close());
  const onRequest = requireAgent(pool);

  r.get(
    '/api/agent/work',
    {
      onRequest,
      schema: { querystring: agentWorkQuery, response: { 200: agentWork, ...errors(400, 401) } },
    },
    async (req) => {
      const agent = agentOf(req);
      const claimed = agent.paused
        ? await waiter.idle(req.query.waitMs)
        : await waiter.wait(pool, agent.locationId, req.query);
      const now = Date.now();
      const checks = claimed.map(({ dueAt, ...c }) => ({ ...c, dueInMs: Math.round(dueAt - now) }));
      return { serverTime: new Date(now).toISOString(), paused: agent.paused, checks };
    },
  );
  r.post(
    '/api/agent/results',
    {
      onRequest,
      schema: {
        body: agentResultsBody,
        response: { 200: agentResultsAnswer, ...errors(400, 401) },
      },
    },
    async (req) => {
      const { locationId } = agentOf(req);
      // the location's own health first: a degraded location's failures are set aside
      const setAsideFailures = await guardAgentLocation(
        pool,
        locationId,
        ctx.config.monitor.guard,
        req.body,
        (m) => app.log.warn(m),
      );
      return recordAgentResults(pool, locationId, req.body, { setAsideFailures });
    },
  );
}
