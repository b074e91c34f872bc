// /api-documentation (spec commercial §2): authentication and base URL from the guide's Markdown,
// then the endpoint list, rate limits, webhook events and code samples, all read from the
// server's OpenAPI document, so this page says what the routes really do.
import { use, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { BackLink } from '../../../components/content/back-link.js';
import { TableOfContents } from '../../../components/content/table-of-contents.js';
import { ContentHtml, useScrollToHash } from '../../../components/content/content-html.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { loadBody, pageByRoute } from '../../../lib/content/content-index.js';
import { usePageMeta } from '../../../lib/page-meta.js';
import { useOpenApiDocument } from '../api/openapi-document.js';
import { CodeSamples } from '../components/code-samples.js';
import { EndpointTable } from '../components/endpoint-table.js';
import { RateLimits } from '../components/rate-limits.js';
import { WebhookEvents } from '../components/webhook-events.js';
import { baseUrlOf, keyOperations, rateLimitsOf, webhookEventsOf } from '../lib/openapi-view.js';

/** The interactive reference (Scalar), served by the server itself. */
export const API_REFERENCE_URL = '/api-reference/';

const SECTIONS = [
  { id: 'endpoints', title: 'Endpoints' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'webhook-events', title: 'Webhook events' },
  { id: 'code-samples', title: 'Code samples' },
  { id: 'interactive-reference', title: 'Interactive reference' },
] as const;

const noSubscription = () => () => {};

/**
 * This server's origin in the browser; empty while the page is prerendered at build time (no
 * window there), and during hydration, so the prerendered markup and the first client render agree.
 */
function useBrowserOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

export function ApiDocumentationPage() {
  const { pathname } = useLocation();
  const page = pageByRoute(pathname)!;
  usePageMeta(page);
  const body = use(loadBody(page.route));
  const { data: doc, isLoading, isError } = useOpenApiDocument();
  useScrollToHash(Boolean(doc));
  const toc = [
    ...body.toc.filter((t) => t.depth === 2),
    ...SECTIONS.map((s) => ({ ...s, text: s.title })),
  ];
  const origin = useBrowserOrigin();
  const base = doc ? baseUrlOf(doc, origin) : origin;
  const operations = doc ? keyOperations(doc) : [];
  return (
    <article className="mx-auto max-w-4xl">
      <BackLink to={page.backTo} label={page.backLabel} />
      <header className="mt-4 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{page.title}</h1>
        <p className="mt-2 text-lg text-slate-600">{page.description}</p>
      </header>
      <TableOfContents entries={toc} />
      <ContentHtml html={body.html} className="mt-6" />
      <p className="mt-3 text-slate-700">
        This server&apos;s base URL: <code className="font-mono text-slate-900">{base}</code>
      </p>
      {isLoading ? (
        // The document is read at runtime: this placeholder is meant to be replaced (see the
        // prerender journey, which counts every other replaced element as a hydration mismatch).
        <div className="mt-8" data-placeholder>
          <Spinner label="Loading the API description" />
        </div>
      ) : isError || !doc ? (
        <p role="alert" className="mt-8 text-red-700">
          The API description could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <>
          <Section id="endpoints" title="Endpoints">
            <p className="text-slate-700">
              Every endpoint an API key may call ({operations.length}), with the scope it needs and
              the rate-limit category it counts against. Other <code>/api</code> calls belong to the
              web app and answer 403 to a key.
            </p>
            <EndpointTable operations={operations} />
          </Section>
          <Section id="rate-limits" title="Rate limits">
            <RateLimits limits={rateLimitsOf(doc)} />
          </Section>
          <Section id="webhook-events" title="Webhook events">
            <WebhookEvents events={webhookEventsOf(doc)} />
          </Section>
          <Section id="code-samples" title="Code samples">
            <p className="text-slate-700">
              Choose an endpoint and a language; set <code>MONITOR_API_KEY</code> to your key.
            </p>
            <CodeSamples base={base} operations={operations} />
          </Section>
          <Section id="interactive-reference" title="Interactive reference">
            <p className="text-slate-700">
              The interactive reference lists every operation with its parameters and answers. Open
              an endpoint, enter your API key under Authentication and send the request from the
              page. The machine-readable description is at{' '}
              <a className="text-brand-700 underline" href="/api/openapi.json">
                /api/openapi.json
              </a>{' '}
              (OpenAPI {doc.openapi}).
            </p>
            <a
              className="inline-flex h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
              href={API_REFERENCE_URL}
            >
              Open the interactive API reference
            </a>
          </Section>
        </>
      )}
    </article>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 space-y-4">
      <h2 id={id} className="scroll-mt-20 text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
