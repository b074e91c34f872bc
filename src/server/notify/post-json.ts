// One HTTP POST of a JSON body to a webhook receiver, with a deadline and the target policy
// applied to the address actually connected to. Redirects are not followed.
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { TargetPolicy } from '../monitoring/target-policy.js';
import { hostOf, literalDecision, policyLookup } from './webhook-target.js';

export type PostResult =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string; permanent: boolean };

export async function postJson(opts: {
  url: string;
  /** JSON text, or the encrypted bytes of a push message */
  body: string | Buffer;
  headers: Record<string, string>;
  policy: TargetPolicy;
  timeoutMs: number;
}): Promise<PostResult> {
  let u: URL;
  try {
    u = new URL(opts.url);
  } catch {
    return { ok: false, statusCode: null, error: 'Invalid URL', permanent: true };
  }
  const host = hostOf(u);
  if (net.isIP(host)) {
    const d = literalDecision(host, opts.policy);
    if (!d.ok) return { ok: false, statusCode: null, error: d.reason, permanent: true };
  }
  const lib = u.protocol === 'https:' ? https : u.protocol === 'http:' ? http : null;
  if (!lib)
    return { ok: false, statusCode: null, error: 'Unsupported URL scheme', permanent: true };

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const done = (r: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = lib.request(
      u,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(opts.body)),
          'user-agent': 'PropertyMonitor-Webhook/1',
          ...opts.headers,
        },
        lookup: policyLookup(opts.policy),
        agent: false,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        // Drain (a little of) the body so the socket closes cleanly; its content is not kept.
        res.on('data', () => {});
        res.on('error', () => {});
        res.on('close', () =>
          done({
            ok: false,
            statusCode: status,
            error: 'Connection closed early',
            permanent: false,
          }),
        );
        res.on('end', () => {
          if (status >= 200 && status < 300) done({ ok: true, statusCode: status });
          else done({ ok: false, statusCode: status, error: `HTTP ${status}`, permanent: false });
        });
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('error', (err: Error & { code?: string }) => {
      done({
        ok: false,
        statusCode: null,
        error: err.message || String(err),
        permanent: err.code === 'EPOLICY',
      });
    });
    req.end(opts.body);
  });
}
