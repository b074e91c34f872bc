// The agent guard: `Authorization: Bearer pma_…` whose hash names a location not revoked. One
// statement finds it and notes when it was last seen and its version, on every call, so a revoked
// token (its hash is forgotten) is refused at the very next call of a running agent.
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { AGENT_MSG, AGENT_TOKEN_PREFIX, AGENT_VERSION_HEADER } from '../../../contracts/agents.js';
import { hashAgentToken } from '../../auth/agent-token.js';
import { agentGuard } from '../../auth/authorize.js';
import { bearerToken } from '../../http/session-hook.js';
import { AppError } from '../../lib/errors.js';

export type AgentCaller = { locationId: string; paused: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    agent: AgentCaller | null;
  }
}

export async function authenticateAgent(
  pool: pg.Pool,
  authorization: string | undefined,
  version: string | undefined,
): Promise<AgentCaller> {
  const token = bearerToken(authorization);
  if (!token?.startsWith(AGENT_TOKEN_PREFIX)) {
    throw new AppError('unauthorized', AGENT_MSG.invalidToken);
  }
  const { rows } = await pool.query<AgentCaller>(
    `UPDATE monitoring_locations
        SET last_seen_at = now(), agent_version = coalesce($2, agent_version)
      WHERE token_hash = $1 AND revoked_at IS NULL
      RETURNING id AS "locationId", paused_at IS NOT NULL AS paused`,
    [hashAgentToken(token), version?.slice(0, 40) ?? null],
  );
  if (!rows[0]) throw new AppError('unauthorized', AGENT_MSG.invalidToken);
  return rows[0];
}

/** The onRequest hook of every agent route. */
export function requireAgent(pool: pg.Pool) {
  return agentGuard(async (req: FastifyRequest) => {
    const version = req.headers[AGENT_VERSION_HEADER];
    req.agent = await authenticateAgent(
      pool,
      req.headers.authorization,
      typeof version === 'string' ? version : undefined,
    );
  });
}

export function agentOf(req: FastifyRequest): AgentCaller {
  if (!req.agent) throw new AppError('unauthorized', AGENT_MSG.invalidToken);
  return req.agent;
}
