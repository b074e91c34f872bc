// A fake push service on 127.0.0.1 (what FCM or Mozilla's autopush are to a real browser): checks
// an RFC 8291 message's headers and its RFC 8292 VAPID authorization independently of web-push
// (ES256 JWT verified with the key in `k`, audience = this origin, not expired), answers 201 as
// push services do, and 410 for a subscription told to be gone.
import { createPublicKey, verify } from 'node:crypto';
import { startLoopbackFake, type FakeRequest, type LoopbackFake } from './loopback-fake.js';

export type ReceivedPush = {
  path: string;
  bytes: number;
  ttl: string;
  urgency?: string;
  claims: Record<string, unknown>;
  publicKey: string;
};

export type FakePushService = LoopbackFake & {
  /** a subscription endpoint on this service */
  endpoint(id: string): string;
  pushes: ReceivedPush[];
  /** VAPID checks that failed, with why */
  refused: string[];
  /** answer 410 Gone for this subscription from now on */
  expire(id: string): void;
};

const b64 = (s: string) => Buffer.from(s, 'base64url');

/** Why the request's VAPID authorization is not valid for `origin`, or its claims. */
function checkVapid(
  req: FakeRequest,
  origin: string,
): string | { claims: Record<string, unknown>; k: string } {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
    String(req.headers.authorization),
  );
  if (!m) return 'no vapid authorization';
  const [header, payload, signature] = m[1]!.split('.') as [string, string, string];
  const k = b64(m[2]!);
  if (k.length !== 65 || k[0] !== 4) return 'k is not an uncompressed P-256 key';
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: k.subarray(1, 33).toString('base64url'),
      y: k.subarray(33).toString('base64url'),
    },
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    b64(signature),
  );
  if (!ok) return 'bad signature';
  if (JSON.parse(b64(header).toString()).alg !== 'ES256') return 'not ES256';
  const claims = JSON.parse(b64(payload).toString()) as Record<string, unknown>;
  if (claims.aud !== origin) return `audience ${String(claims.aud)}`;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return 'expired';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'bad subject';
  return { claims, k: m[2]! };
}

export async function startFakePushService(): Promise<FakePushService> {
  const pushes: ReceivedPush[] = [];
  const refused: string[] = [];
  const gone = new Set<string>();
  let origin = '';
  const fake = await startLoopbackFake((req) => {
    const id = /^\/push\/([\w-]+)$/.exec(req.path)?.[1];
    if (req.method !== 'POST' || !id) return { status: 404 };
    if (gone.has(id)) return { status: 410 };
    const vapid = checkVapid(req, origin);
    const why =
      typeof vapid === 'string'
        ? vapid
        : req.headers['content-encoding'] !== 'aes128gcm'
          ? 'not aes128gcm'
          : !req.headers.ttl
            ? 'no TTL'
            : null;
    if (why || typeof vapid === 'string') {
      refused.push(why ?? 'refused');
      return { status: 401 };
    }
    pushes.push({
      path: req.path,
      bytes: Number(req.headers['content-length']),
      ttl: String(req.headers.ttl),
      urgency: req.headers.urgency as string | undefined,
      claims: vapid.claims,
      publicKey: vapid.k,
    });
    return { status: 201 };
  });
  origin = fake.origin;
  return Object.assign(fake, {
    endpoint: (id: string) => `${fake.origin}/push/${id}`,
    pushes,
    refused,
    expire: (id: string) => void gone.add(id),
  });
}
