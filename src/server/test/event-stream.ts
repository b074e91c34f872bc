// The live event stream (GET /api/events) as a browser opens it, over a real socket: Server-Sent
// Events need the app listening on loopback, which inject() cannot stand in for.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Actor } from './actors.js';

/** Starts the app on a free loopback port (call it in beforeAll). */
export async function listenOnLoopback(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}

/** Opens the stream of the listening `app` as `actor` and collects what arrives. */
export function openEventStream(app: FastifyInstance, actor: Actor) {
  const { port } = app.server.address() as { port: number };
  const received: string[] = [];
  let status = 0;
  let ended = false;
  const req = http.get(
    {
      host: '127.0.0.1',
      port,
      path: '/api/events',
      headers: actor.cookie ? { cookie: actor.cookie } : {},
    },
    (res) => {
      status = res.statusCode ?? 0;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => received.push(chunk));
      res.on('end', () => (ended = true));
    },
  );
  req.on('error', () => {});
  req.on('close', () => (ended = true));
  return {
    received: () => received.join(''),
    status: () => status,
    /** the server ended the stream, or we closed it */
    ended: () => ended,
    close: () => req.destroy(),
  };
}
