// Password accounts made through the API for verification tests, signed in with a cookie.
import type { FastifyInstance, InjectOptions } from 'fastify';

let n = 0;

export type Person = { email: string; password: string; cookie: string; id: string };

export async function signUpPerson(app: FastifyInstance, tag = 'person'): Promise<Person> {
  const email = `${tag}-${++n}-${Date.now().toString(36)}@example.test`;
  const password = `pw-${n}-long-enough`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    payload: { email, password, firstName: 'Pat', lastName: `Person${n}` },
  });
  if (res.statusCode !== 201) throw new Error(`sign-up ${res.statusCode}: ${res.body}`);
  const cookie = String(res.headers['set-cookie'] ?? '').split(';')[0] ?? '';
  return { email, password, cookie, id: (res.json() as { id: string }).id };
}

export function as(app: FastifyInstance, who: { cookie: string }, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...(opts.headers ?? {}), cookie: who.cookie } });
}
