// GET /api/openapi.json: the server's OpenAPI document, the single source of the API page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { fetchJson } from '../../../lib/api/fetch-json.js';
import type { OpenApiDocument } from '../lib/openapi-view.js';

export const OPENAPI_URL = '/api/openapi.json';

/**
 * The document's frame, checked: an OpenAPI version and paths of operations. The operations
 * themselves are JSON Schema written by the server from the contracts (src/server/http/openapi.ts),
 * read by lib/openapi-view.ts, which types them; re-declaring that schema language here in zod
 * would be a second copy of it.
 */
const openApiFrame = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
});

export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: [OPENAPI_URL],
    queryFn: async ({ signal }) =>
      (await fetchJson(OPENAPI_URL, openApiFrame, signal)) as OpenApiDocument,
    staleTime: Infinity,
  });

export const useOpenApiDocument = () => useQuery(openApiDocumentQueryOptions());
