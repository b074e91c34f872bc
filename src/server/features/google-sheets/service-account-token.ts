// Access tokens for the service account by the JWT-bearer grant (RFC 7523), from the token URI in
// the operator's key. Google's auth library hard-codes Google's own token host; doing the grant
// here honours the key's token_uri (a loopback fake in tests) and hands the token to the real
// Sheets client through the auth library's refresh handler.
import { createSign } from 'node:crypto';
import { auth } from '@googleapis/sheets';
import type { ServiceAccount } from '../../lib/google-service-account.js';

const SCOPE = 'https://www.googleapis.com/auth/spreadsheets.readonly';
const TIMEOUT_MS = 15_000;

const b64url = (v: string | Buffer) => Buffer.from(v).toString('base64url');

export function signAssertion(sa: ServiceAccount, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const header = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = b64url(
    JSON.stringify({ iss: sa.email, scope: SCOPE, aud: sa.tokenUri, iat, exp: iat + 3600 }),
  );
  const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(sa.privateKey);
  return `${header}.${claims}.${b64url(signature)}`;
}

async function fetchToken(
  sa: ServiceAccount,
): Promise<{ access_token: string; expiry_date: number }> {
  const res = await fetch(sa.tokenUri, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
      assertion: signAssertion(sa),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`token endpoint answered ${res.status}`);
  const body = (await res.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error('token endpoint gave no access token');
  return {
    access_token: body.access_token,
    expiry_date: Date.now() + (body.expires_in ?? 3600) * 1000,
  };
}

/** An OAuth2 client the Sheets library uses; it asks for a token when it has none or it expired. */
export function serviceAccountClient(sa: ServiceAccount) {
  const client = new auth.OAuth2();
  client.refreshHandler = () => fetchToken(sa);
  return client;
}
