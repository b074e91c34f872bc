// GET /api/openapi.json: the server's OpenAPI document, the single source of the API page.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from '../../../lib/query-client.js';
import type { OpenApiDocument } from '../lib/openapi-view.js';

export const OPENAPI_URL = '/api/openapi.json';

export const openApiDocumentQueryOptions = () =>
  queryOptions({
    queryKey: [OPENAPI_URL],
    queryFn: getQueryFn<OpenApiDocument>({ on401: 'throw' }),
    staleTime: Infinity,
  });

export const useOpenApiDocument = () => useQuery(openApiDocumentQueryOptions());
