// Small helpers for billing tests: properties through the API, and a clock moved by hand.
import type { FastifyInstance } from 'fastify';
import { call, type Actor } from '../../test/actors.js';

let seq = 0;

/** n properties on loopback addresses, created as the person would. */
export async function addProperties(
  t: { app: FastifyInstance },
  actor: Actor,
  n: number,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    seq++;
    const res = await call(t.app, actor, {
      method: 'POST',
      url: '/api/properties',
      payload: {
        name: `Billing property ${seq}`,
        address: `${seq} Billing Street`,
        ipAddress: `127.3.${Math.floor(seq / 250) % 250}.${(seq % 250) + 1}`,
        type: 'residential',
        permissionConfirmed: true,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create property: ${res.statusCode} ${res.body}`);
    ids.push((res.json() as { id: number }).id);
  }
  return ids;
}

export const DAY_MS = 86_400_000;
