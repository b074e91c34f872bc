// The words of each operation in the OpenAPI document, keyed by the route as Fastify registers it
// ("POST /api/properties/:id"): the summary (one line, the reference page's entry) and a
// description for a newcomer. Who may call it and its rate limit are added from the route itself
// (operation-access.ts), so they are not written here; a plan gate is (`plan`), as the plan grid
// decides it inside the call. A route's own `schema.summary` / `schema.description` win.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type OperationKey = `${HttpMethod} /${string}`;

export type OperationDoc = {
  /** what it does, in a few words; may be left out where the route's schema has one */
  summary?: string;
  /** what it does and answers, for someone who has never seen the app */
  description: string;
  /** which plan it needs, where the plan gates it */
  plan?: string;
  /** a request body the route accepts (checked against its schema by openapi-docs.test.ts) */
  example?: unknown;
  /**
   * A `multipart/form-data` body the route takes apart itself (no body schema to validate), for
   * the document: its fields and an example.
   */
  form?: { schema: z.ZodType; example: unknown };
};

export type OperationDocs = Partial<Record<OperationKey, OperationDoc>>;
