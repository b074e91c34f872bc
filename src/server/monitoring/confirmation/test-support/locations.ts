// Agent locations for the confirmation tests, driven through the real HTTP endpoints: the owner
// adds one (POST /api/monitoring-locations), the "agent" polls /api/agent/work and posts to
// /api/agent/results with its token, as the agent process does.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { toResultColumns, type AgentCheck, type AgentWork } from '../../../../contracts/agents.js';
import type { CreatedLocation } from '../../../../contracts/locations.js';
import type { ProbeOutcome } from '../../probe/types.js';
import { call, type Actor } from '../../../test/actors.js';

/** Revokes every agent location: each test starts with the primary alone. */
export async function revokeAllAgents(pool: pg.Pool): Promise<void> {
  await pool.query(
    `UPDATE monitoring_locations SET revoked_at = now(), token_hash = NULL WHERE id <> 'primary'`,
  );
  await pool.query(`DELETE FROM outage_confirmations`);
}

export type TestAgent = {
  id: string;
  /** the work answer (held up to waitMs) */
  work(waitMs?: number): Promise<AgentCheck[]>;
  post(
    results: { id: string; outcome: ProbeOutcome; checkedAt?: Date; late?: boolean }[],
  ): Promise<void>;
};

export async function addAgent(
  app: FastifyInstance,
  owner: Actor,
  name: string,
): Promise<TestAgent> {
  const res = await call(app, owner, {
    method: 'POST',
    url: '/api/monitoring-locations',
    payload: { name, region: 'test' },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { location, token } = res.json<CreatedLocation>();
  const headers = { authorization: `Bearer ${token}` };
  return {
    id: location.id,
    async work(waitMs = 0) {
      const r = await app.inject({ url: `/api/agent/work?waitMs=${waitMs}`, headers });
      expect(r.statusCode, r.body).toBe(200);
      return r.json<AgentWork>().checks;
    },
    async post(results) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/agent/results',
        headers,
        payload: {
          results: toResultColumns(
            results.map((x) => ({
              id: x.id,
              outcome: x.outcome,
              rttMs: x.outcome === 'up' ? 2 : null,
              checkedAt: (x.checkedAt ?? new Date()).getTime(),
              late: x.late ?? false,
            })),
          ),
        },
      });
      expect(r.statusCode, r.body).toBe(200);
    },
  };
}
