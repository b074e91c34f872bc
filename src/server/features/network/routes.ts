// GET /api/network/my-ip: the requester's address as the server sees it (req.ip honours
// TRUST_PROXY), for the properties page's "your current public IP" box. DESIGN §1: our own server,
// not a third-party lookup.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { myIpResponse } from '../../../contracts/network.js';
import { requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';

/** IPv4 clients reached over a dual-stack socket appear as ::ffff:a.b.c.d; show a.b.c.d. */
export function displayIp(ip: string): string {
  const m = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return m ? m[1]! : ip;
}

export async function networkRoutes(app: FastifyInstance, _ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/network/my-ip',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: myIpResponse, ...errors(...GUARDED) } },
    },
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return { ip: displayIp(req.ip) };
    },
  );
}
