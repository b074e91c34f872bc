// The one fetcher of the data-access files: GET with credentials (spec core §7), "STATUS: body"
// errors, and the JSON read through the contract's schema, so a server that answers something
// else fails loudly instead of drawing a wrong screen.
import type { z } from 'zod';
import { takeBootResponse } from '../boot-requests.js';
import { throwIfResNotOk } from '../query-client.js';

export async function fetchJson<S extends z.ZodType>(
  url: string,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const res = await (takeBootResponse(url) ?? fetch(url, { credentials: 'include', signal }));
  await throwIfResNotOk(res);
  return schema.parse(await res.json());
}
