// An operation's summary, description and request example in the OpenAPI document: the words
// from the route's schema or else operation-docs/, then the lines that follow from the route
// itself (who may call it, its rate limit) so those can never disagree with the guard.
import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { operationDocOf } from './operation-docs/index.js';
import { rateLimitOf, whoMayCall } from './operation-access.js';

/** The one error body, components/schemas/Error (contracts/errors.ts gives it that id). */
export const ERROR_REF = { $ref: '#/components/schemas/Error' } as const;

type JsonSchema = Record<string, unknown>;
type Route = Pick<RouteOptions, 'onRequest' | 'config' | 'method' | 'url'>;
type Words = { summary?: string; description?: string; body?: JsonSchema; consumes?: string[] };

export function wordsOf(
  route: Route,
  schema: { summary?: unknown; description?: unknown; body?: JsonSchema },
  forKeys: boolean,
): Words {
  const doc = operationDocOf(String(route.method), route.url);
  const summary = typeof schema.summary === 'string' ? schema.summary : doc?.summary;
  const text = typeof schema.description === 'string' ? schema.description : doc?.description;
  const rate = rateLimitOf(route, forKeys);
  const description = text
    ? [
        text,
        `**Who may call:** ${whoMayCall(route)}`,
        doc?.plan ? `**Plan:** ${doc.plan}` : null,
        rate ? `**Rate limit:** ${rate}` : null,
      ]
        .filter((line) => line !== null)
        .join('\n\n')
    : undefined;
  const words: Words = {};
  if (summary) words.summary = summary;
  if (description) words.description = description;
  // an example the schema does not carry already (contracts may give one with .meta)
  if (schema.body && doc?.example !== undefined && !('examples' in schema.body)) {
    words.body = { ...schema.body, examples: [doc.example] };
  }
  // a multipart form the route reads itself: documented, not validated
  if (!schema.body && doc?.form) {
    const { $schema: _dialect, ...fields } = z.toJSONSchema(doc.form.schema, {
      target: 'draft-2020-12',
    });
    words.body = { ...fields, examples: [doc.form.example] };
    words.consumes = ['multipart/form-data'];
  }
  return words;
}
