// Status pages (issue 27): managing pages, posting incidents and updates, and the public JSON.
import type { OperationDocs } from './types.js';

const pageExample = {
  title: 'Maple Court internet',
  slug: 'maple-court',
  description: 'Connectivity of the Maple Court buildings',
  visibility: 'public',
  sections: [
    {
      name: 'Building A',
      shownProperties: [{ propertyId: 1, displayName: 'Lobby', showAddress: false }],
    },
  ],
};

const pagePlan =
  'The number of pages, password-protected pages and custom domains depend on the plan (403 `limit_reached` names it).';

export const statusPageDocs = {
  'GET /api/status-pages': {
    summary: "The workspace's status pages",
    description:
      'Every status page of the workspace with its sections and shown properties, by title.',
  },
  'POST /api/status-pages': {
    summary: 'Publish a status page',
    description:
      'Creates a public page at /status/{slug} showing the chosen properties in named, ordered ' +
      'sections (the body lists them in order). The slug is 3-60 lower-case letters, digits and ' +
      'hyphens, unique on this server (409 when taken, 400 when reserved). A property of another ' +
      'workspace is refused (400). With `visibility: password` a password of at least 8 ' +
      'characters is needed; it is stored hashed. A page never shows IP addresses.',
    plan: pagePlan,
    example: pageExample,
  },
  'GET /api/status-pages/:id': {
    summary: 'A status page and its incidents',
    description: 'One page with its sections, shown properties and incidents (newest first).',
  },
  'PUT /api/status-pages/:id': {
    summary: 'Change a status page',
    description:
      'Replaces the page whole: fields, sections and shown properties. Leave `password` out to ' +
      "keep a protected page's password. The same rules as creating apply.",
    plan: pagePlan,
    example: pageExample,
  },
  'DELETE /api/status-pages/:id': {
    summary: 'Delete a status page',
    description: 'Unpublishes the page at once; its incidents stay in the workspace.',
  },
  'POST /api/status-pages/:id/incidents': {
    summary: 'Post an incident',
    description:
      'Opens an incident on the page with its first message: a title, the state (investigating, ' +
      'identified, monitoring or resolved) and the affected properties, each shown on the page.',
    example: {
      title: 'Connectivity issue at Maple Court',
      state: 'investigating',
      message: 'The provider is looking into it.',
      propertyIds: [1],
    },
  },
  'POST /api/status-pages/:id/incidents/:incidentId/updates': {
    summary: 'Post an incident update',
    description:
      'Adds a message and moves the incident to its state; `resolved` ends it. A resolved ' +
      'incident takes no more updates (409).',
    example: { state: 'resolved', message: 'The line is back.' },
  },
  'GET /api/public/status/:slug': {
    summary: 'What a public status page shows',
    description:
      "A page's overall state, sections and properties with their state and 90 daily uptime " +
      'figures, active incidents, incidents resolved in the last 90 days and maintenance, as ' +
      'JSON; no IP addresses. A protected page needs its password in the X-Status-Page-Password ' +
      'header (or the cookie its form sets): 401 without it or when wrong, 429 after repeated ' +
      'wrong ones. Answers carry an ETag (304 when unchanged).',
  },
  'POST /api/public/status/:slug/subscribe': {
    summary: 'Subscribe an address to a status page',
    description:
      'Double opt-in: the address gets one mail with a confirm link and nothing else until the ' +
      'link is followed; then one mail per incident update and maintenance announcement, each ' +
      'with a one-click unsubscribe link and List-Unsubscribe headers. The answer (202) is the ' +
      'same whether the address was subscribed already or not. Limited per address and per ' +
      'network address (429 with Retry-After). A protected page needs its password (the ' +
      'X-Status-Page-Password header or the cookie its form sets).',
    example: { email: 'tenant@example.com' },
  },
  'GET /api/status-pages/:id/subscribers': {
    summary: "A status page's subscribers",
    description:
      'How many addresses are confirmed and waiting for confirmation, how many webhooks, and ' +
      'each subscriber newest first, addresses masked (m•••@example.com).',
  },
  'POST /api/status-pages/:id/subscribers': {
    summary: 'Add a webhook subscriber',
    description:
      "A URL that gets one signed POST (X-Monitor-Signature, the subscriber's own secret) per " +
      'incident update and maintenance announcement of the page. The URL must pass the ' +
      "installation's outgoing target policy (400 otherwise); 409 when the page has it already. " +
      'The answer carries the signing secret, shown this once.',
    example: { url: 'https://hooks.example.com/status' },
  },
  'DELETE /api/status-pages/:id/subscribers/:subscriberId': {
    summary: 'Remove a subscriber',
    description: 'Removes an address or a webhook from the page; queued updates to it are dropped.',
  },
} satisfies OperationDocs;
