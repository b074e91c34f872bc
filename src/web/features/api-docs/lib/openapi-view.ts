// Reads the server's OpenAPI document (GET /api/openapi.json) into what the API documentation page
// shows: the operations an API key may call, the rate limits, the webhook events. Everything the
// page says about the API comes from here, so it cannot drift from the routes.

type Schema = {
  type?: string | string[];
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
};
type Parameter = {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema?: Schema;
};
type RawOperation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  security?: Array<Record<string, string[]>>;
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
  responses?: Record<string, { description?: string }>;
  'x-rate-limit-category'?: string;
  'x-key-scope'?: 'read' | 'write';
};

export type OpenApiDocument = {
  openapi: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, RawOperation>>;
  webhooks?: Record<string, { post?: RawOperation }>;
  components?: {
    securitySchemes?: Record<string, { type: string; scheme?: string; description?: string }>;
  };
  'x-rate-limits-per-hour'?: Record<string, number>;
};

export type KeyOperation = {
  id: string;
  method: string;
  path: string;
  summary: string;
  tag: string;
  scope: 'read' | 'write';
  rateCategory: string;
  successStatus: string;
  parameters: Parameter[];
  /** the request body the document gives as its example, if the operation takes one */
  example?: unknown;
};

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

/** The name of the bearer scheme (the API key). */
export function bearerSchemeOf(doc: OpenApiDocument): string | undefined {
  const schemes = doc.components?.securitySchemes ?? {};
  return Object.keys(schemes).find(
    (k) => schemes[k]?.type === 'http' && schemes[k]?.scheme === 'bearer',
  );
}

/** Every operation an API key may call, grouped by tag in the document's order. */
export function keyOperations(doc: OpenApiDocument): KeyOperation[] {
  const bearer = bearerSchemeOf(doc);
  if (!bearer) return [];
  const ops: KeyOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op.security?.some((s) => bearer in s)) continue;
      const media = op.requestBody?.content?.['application/json'];
      ops.push({
        id: op.operationId ?? `${method} ${path}`,
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        tag: op.tags?.[0] ?? '',
        scope: op['x-key-scope'] ?? 'write',
        rateCategory: op['x-rate-limit-category'] ?? 'standard',
        successStatus: Object.keys(op.responses ?? {}).find((s) => /^2/.test(s)) ?? '200',
        parameters: op.parameters ?? [],
        example: media?.example ?? media?.schema?.examples?.[0],
      });
    }
  }
  return ops.sort(
    (a, b) =>
      a.tag.localeCompare(b.tag) ||
      a.path.localeCompare(b.path) ||
      METHOD_ORDER.indexOf(a.method.toLowerCase()) - METHOD_ORDER.indexOf(b.method.toLowerCase()),
  );
}

export function baseUrlOf(doc: OpenApiDocument, fallback: string): string {
  return doc.servers?.[0]?.url ?? fallback;
}

export function rateLimitsOf(doc: OpenApiDocument): Array<{ category: string; perHour: number }> {
  return Object.entries(doc['x-rate-limits-per-hour'] ?? {}).map(([category, perHour]) => ({
    category,
    perHour,
  }));
}

export type WebhookEventView = {
  event: string;
  summary: string;
  headers: Array<{ name: string; description: string }>;
  fields: Array<{ name: string; description: string }>;
};

export function webhookEventsOf(doc: OpenApiDocument): WebhookEventView[] {
  return Object.entries(doc.webhooks ?? {}).map(([event, item]) => {
    const post = item.post;
    const payload = post?.requestBody?.content?.['application/json']?.schema;
    return {
      event,
      summary: post?.summary ?? '',
      headers: (post?.parameters ?? [])
        .filter((p) => p.in === 'header')
        .map((p) => ({ name: p.name, description: p.description ?? '' })),
      fields: Object.entries(payload?.properties ?? {}).map(([name, s]) => ({
        name,
        description: s.description ?? '',
      })),
    };
  });
}

/** The header carrying the webhook signature (the one whose description gives the scheme). */
export function signatureHeaderOf(events: WebhookEventView[]): string | undefined {
  return events[0]?.headers.find((h) => h.description.includes('HMAC'))?.name;
}

/** A concrete URL for a sample: path parameters get a sample value, required query ones too. */
export function sampleUrl(base: string, op: KeyOperation): string {
  let path = op.path;
  const query: string[] = [];
  for (const p of op.parameters) {
    const value = sampleValue(p);
    if (p.in === 'path') path = path.replace(`{${p.name}}`, value);
    if (p.in === 'query' && p.required) query.push(`${p.name}=${value}`);
  }
  return `${base}${path}${query.length ? `?${query.join('&')}` : ''}`;
}

function sampleValue(p: Parameter): string {
  const example = p.schema?.examples?.[0];
  if (example !== undefined) return String(example);
  const type = Array.isArray(p.schema?.type) ? p.schema.type[0] : p.schema?.type;
  if (type === 'integer' || type === 'number') return '1';
  if (/date|from|to/i.test(p.name)) return '2026-01-31';
  return `${p.name.toUpperCase()}`;
}

export type Language = 'curl' | 'javascript' | 'python';

/** A call of `op` with an API key, in each language. */
export function codeSamples(base: string, op: KeyOperation): Record<Language, string> {
  const url = sampleUrl(base, op);
  const json = op.example === undefined ? undefined : JSON.stringify(op.example, null, 2);
  const noBody = op.successStatus === '204';
  const curl = [
    `curl -X ${op.method} '${url}' \\`,
    `  -H "Authorization: Bearer $MONITOR_API_KEY"${json ? ' \\' : ''}`,
    ...(json
      ? [`  -H 'Content-Type: application/json' \\`, `  -d '${JSON.stringify(op.example)}'`]
      : []),
  ].join('\n');
  const javascript = [
    `const res = await fetch('${url}', {`,
    `  method: '${op.method}',`,
    '  headers: {',
    '    Authorization: `Bearer ${process.env.MONITOR_API_KEY}`,',
    ...(json ? [`    'Content-Type': 'application/json',`] : []),
    '  },',
    ...(json ? [`  body: JSON.stringify(${indent(json, 2)}),`] : []),
    '});',
    'if (!res.ok) throw new Error(`${res.status}: ${(await res.json()).message}`);',
    ...(noBody ? [] : ['console.log(await res.json());']),
  ].join('\n');
  const python = [
    'import os',
    'import requests',
    '',
    `res = requests.request(`,
    `    "${op.method}",`,
    `    "${url}",`,
    `    headers={"Authorization": f"Bearer {os.environ['MONITOR_API_KEY']}"},`,
    ...(json ? [`    json=${indent(pythonLiteral(json), 4)},`] : []),
    ')',
    'res.raise_for_status()',
    ...(noBody ? [] : ['print(res.json())']),
  ].join('\n');
  return { curl, javascript, python };
}

const indent = (text: string, spaces: number) => text.split('\n').join(`\n${' '.repeat(spaces)}`);
const pythonLiteral = (json: string) =>
  json
    .replace(/\btrue\b/g, 'True')
    .replace(/\bfalse\b/g, 'False')
    .replace(/\bnull\b/g, 'None');

/** Receiver-side verification of a webhook signature `t=…,v1=…` in JavaScript and Python. */
export function verificationSamples(header: string): { javascript: string; python: string } {
  return {
    javascript: `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received; header: the ${header} header
export function verify(secret, rawBody, header) {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=')));
  if (Math.abs(Date.now() / 1000 - Number(parts.t)) > 300) return false; // replayed
  const want = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const got = Buffer.from(parts.v1 ?? '', 'hex');
  return got.length === want.length && timingSafeEqual(got, want);
}`,
    python: `import hashlib, hmac, time

# raw_body: the request body bytes exactly as received; header: the ${header} header
def verify(secret: str, raw_body: bytes, header: str) -> bool:
    parts = dict(kv.split("=", 1) for kv in header.split(","))
    if abs(time.time() - int(parts["t"])) > 300:  # replayed
        return False
    want = hmac.new(secret.encode(), parts["t"].encode() + b"." + raw_body, hashlib.sha256)
    return hmac.compare_digest(want.hexdigest(), parts.get("v1", ""))`,
  };
}
