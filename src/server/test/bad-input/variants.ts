// Bad requests for one route, made from its own schemas: wrong types, missing fields, huge
// strings, numbers and arrays, unknown enum values, malformed JSON, wrong content types, bad path
// parameters and query strings. Each is a request no client should get a 5xx for.
import { z } from 'zod';

export type RouteInfo = {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown };
};

export type Variant = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string;
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
};

const HUGE_STRING = 'x'.repeat(100_000);
const HUGE_ARRAY = Array.from({ length: 10_000 }, () => 'x');

/** Values that are wrong for almost any field, whatever its type. */
const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['true', true],
  ['a number', 12345],
  ['a negative number', -1],
  ['zero', 0],
  ['a fraction', 1.5],
  ['a huge number', 1e308],
  ['a huge negative number', -1e308],
  ['2^63', 2 ** 63],
  ['a string', 'abc'],
  ['an empty string', ''],
  ['a 100 KB string', HUGE_STRING],
  ['an unknown enum value', 'not-a-known-value'],
  ['an empty array', []],
  ['a 10,000-item array', HUGE_ARRAY],
  ['an object', { a: 1 }],
  ['a NUL and markup', '\u0000<script>alert(1)</script>'],
];

/** A JSON schema of the route's zod schema, or nothing when it cannot be represented. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A placeholder of the right type for each field (not necessarily valid: 'x' for an e-mail). */
function placeholder(s: JsonSchema | undefined): unknown {
  if (!s) return 'x';
  if (s.enum?.length) return s.enum[0];
  if (s.anyOf?.length) return placeholder(s.anyOf[0]);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    case 'null':
      return null;
    default:
      return 'x';
  }
}

function template(s: JsonSchema | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(s?.properties ?? {}).map(([k, v]) => [k, placeholder(v)]),
  );
}

const json = { 'content-type': 'application/json' };

function bodyVariants(url: string, schema: JsonSchema | undefined): Variant[] {
  const base = template(schema);
  const out: Variant[] = [
    { label: 'malformed JSON', url, headers: json, payload: '{"name": ' },
    { label: 'truncated JSON', url, headers: json, payload: '{"a":1' },
    { label: 'JSON after garbage', url, headers: json, payload: '\u0000{}' },
    { label: 'an empty JSON body', url, headers: json, payload: '' },
    { label: 'JSON null', url, headers: json, payload: 'null' },
    { label: 'a JSON array', url, headers: json, payload: '[]' },
    { label: 'a JSON string', url, headers: json, payload: '"text"' },
    { label: 'a JSON number', url, headers: json, payload: '123' },
    { label: 'an empty object', url, headers: json, payload: '{}' },
    { label: 'only unknown fields', url, headers: json, payload: '{"zzz":1}' },
    {
      label: 'prototype pollution',
      url,
      headers: json,
      payload: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
    },
    {
      label: 'JSON nested 5,000 deep',
      url,
      headers: json,
      payload: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    },
    {
      label: 'a body over the size limit',
      url,
      headers: json,
      payload: JSON.stringify({ ...base, blob: 'x'.repeat(1_500_000) }),
    },
    { label: 'text/plain', url, headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    {
      label: 'a form body',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1&b=2',
    },
    {
      label: 'an unknown content encoding',
      url,
      headers: { ...json, 'content-encoding': 'gzip' },
      payload: '{"not":"gzip"}',
    },
  ];
  for (const field of Object.keys(base)) {
    const { [field]: _dropped, ...missing } = base;
    out.push({ label: `without ${field}`, url, headers: json, payload: JSON.stringify(missing) });
    for (const [what, value] of BAD_VALUES) {
      out.push({
        label: `${field} = ${what}`,
        url,
        headers: json,
        payload: JSON.stringify({ ...base, [field]: value }),
      });
    }
  }
  return out;
}

const BAD_PARAMS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999999999999',
  'x'.repeat(2000),
  '%00',
  '%2e%2e%2fetc',
  'null',
  'not-a-known-value',
];

const BAD_QUERY = ['abc', '-1', '0', '1e309', '99999999999999999999', '', 'x'.repeat(10_000)];

function withParams(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '1');
}

/** Every bad request for one route; `good` gives a real value for each path parameter. */
export function variantsFor(route: RouteInfo, good: Record<string, string>): Variant[] {
  const url = withParams(route.url, good);
  const out: Variant[] = [];
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const name of names) {
    for (const bad of BAD_PARAMS) {
      out.push({
        label: `:${name} = ${bad.slice(0, 20)}`,
        url: withParams(route.url, { ...good, [name]: bad }),
      });
    }
  }
  const query = jsonSchemaOf(route.schema?.querystring);
  for (const field of Object.keys(query?.properties ?? {})) {
    for (const bad of BAD_QUERY) {
      out.push({
        label: `?${field} = ${bad.slice(0, 20)}`,
        url: `${url}?${field}=${encodeURIComponent(bad)}`,
      });
    }
    out.push({ label: `?${field} twice`, url: `${url}?${field}=1&${field}=2` });
    out.push({ label: `?${field}[] as an array`, url: `${url}?${field}[]=1` });
  }
  // Input a route does not expect at all: unknown and oversized query parameters, a body on a read.
  out.push(
    { label: 'an unknown query parameter', url: `${url}?zzz=${'x'.repeat(10_000)}` },
    { label: 'a bracketed query parameter', url: `${url}?__proto__[admin]=1&a[b][c]=1` },
  );
  if (route.method === 'GET') {
    out.push({ label: 'a malformed JSON body on a read', url, headers: json, payload: '{"a":' });
  } else if (route.method !== 'HEAD') {
    out.push(...bodyVariants(url, jsonSchemaOf(route.schema?.body)));
  }
  return out;
}
