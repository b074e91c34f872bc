// A fake of the two Google endpoints the sync uses, on loopback: the OAuth token endpoint (it
// checks the service account's signed JWT) and the Sheets API's values.get, with sheets that are
// shared with the service account or not. The real @googleapis/sheets client talks to it.
import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeSheet = { sharedWith: string[]; tabs: Record<string, string[][]> };

export type FakeGoogle = {
  url: string;
  /** spreadsheet id -> sheet */
  sheets: Map<string, FakeSheet>;
  /** the service account's e-mail and its JSON key (token_uri on this fake) */
  email: string;
  keyJson: string;
  /** env for createTestApp */
  env: Record<string, string>;
  tokensIssued: () => number;
  /** values.get calls of one spreadsheet answered so far, failures included */
  reads: (spreadsheetId: string) => number;
  /** the next n values.get calls answer 503 */
  failNext: (n: number) => void;
  close: () => Promise<void>;
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const googleError = (res: ServerResponse, code: number, status: string, message: string) =>
  send(res, code, { error: { code, message, status } });

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const email = 'property-monitor@test-project.iam.gserviceaccount.com';
  const sheets = new Map<string, FakeSheet>();
  const tokens = new Map<string, string>();
  let failures = 0;
  const reads = new Map<string, number>();
  let url = '';

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method === 'POST' && path === '/token') {
        const form = new URLSearchParams(await readBody(req));
        const [h, c, s] = (form.get('assertion') ?? '').split('.');
        const ok =
          form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer' &&
          h &&
          c &&
          s &&
          verify('RSA-SHA256', Buffer.from(`${h}.${c}`), publicKey, Buffer.from(s, 'base64url'));
        const claims = ok ? JSON.parse(Buffer.from(c!, 'base64url').toString()) : {};
        if (!ok || claims.aud !== `${url}/token` || claims.iss !== email) {
          return send(res, 400, { error: 'invalid_grant' });
        }
        const token = `fake-token-${tokens.size + 1}`;
        tokens.set(token, claims.iss);
        return send(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      const m = /^\/v4\/spreadsheets\/([^/]+)\/values\/(.+)$/.exec(path);
      if (req.method === 'GET' && m) {
        const caller = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
        if (!caller)
          return googleError(
            res,
            401,
            'UNAUTHENTICATED',
            'Request had invalid authentication credentials.',
          );
        const sheetId = decodeURIComponent(m[1]!);
        reads.set(sheetId, (reads.get(sheetId) ?? 0) + 1);
        if (failures > 0) {
          failures--;
          return googleError(res, 503, 'UNAVAILABLE', 'The service is currently unavailable.');
        }
        const sheet = sheets.get(sheetId);
        if (!sheet) return googleError(res, 404, 'NOT_FOUND', 'Requested entity was not found.');
        if (!sheet.sharedWith.includes(caller)) {
          return googleError(res, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
        }
        const range = decodeURIComponent(m[2]!);
        const tab = range.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
        const values = sheet.tabs[tab];
        if (!values)
          return googleError(res, 400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
        return send(res, 200, { range, majorDimension: 'ROWS', values });
      }
      send(res, 404, { error: { code: 404, message: 'no such fake endpoint' } });
    })().catch((e: unknown) => send(res, 500, { error: { code: 500, message: String(e) } }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const keyJson = JSON.stringify({
    type: 'service_account',
    client_email: email,
    private_key: pem,
    token_uri: `${url}/token`,
  });
  return {
    url,
    sheets,
    email,
    keyJson,
    env: { GOOGLE_SERVICE_ACCOUNT_KEY: keyJson, GOOGLE_SHEETS_API_URL: `${url}/` },
    tokensIssued: () => tokens.size,
    reads: (id) => reads.get(id) ?? 0,
    failNext: (n) => (failures = n),
    close: () => new Promise((r) => server.close(() => r())),
  };
}
