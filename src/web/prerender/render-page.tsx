// Build-time entry (vite build --ssr, then scripts/prerender.ts): renders a public page to HTML
// from the same components the browser hydrates. Always the signed-out view: who is signed in is
// never baked into a file every visitor gets (the server sends signed-in browsers the bare app).
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { App } from '../app/app.js';
import { fullTitle, PUBLIC_PAGES, type PublicPageMeta } from '../app/public-meta.js';
import { authUserQueryKey } from '../lib/auth/use-auth.js';
import { createQueryClient } from '../lib/query-client.js';

export { fullTitle, PUBLIC_PAGES, type PublicPageMeta };

/** The page's markup for inside #root; waits for lazy pages and content bodies to load. */
export async function renderPage(route: string): Promise<string> {
  const client = createQueryClient();
  client.setQueryData(authUserQueryKey, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App location={route} client={client} />
    </StrictMode>,
    // Every boundary in place, in order: React would otherwise move large ones to the end of the
    // document with an inline script to swap them in, which the CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
