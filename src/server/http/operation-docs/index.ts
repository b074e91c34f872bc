// Every operation's words, merged from the areas. A new route needs an entry in the area it
// belongs to (or `summary` and `description` in its schema): openapi-docs.test.ts says which.
import { accountDocs } from './account.js';
import { billingDocs } from './billing.js';
import { escalationDocs } from './escalation.js';
import { groupDocs } from './groups.js';
import { incidentDocs } from './incidents.js';
import { maintenanceDocs } from './maintenance-windows.js';
import { monitoringDocs } from './monitoring.js';
import { platformDocs } from './platform.js';
import { publicDocs } from './public.js';
import { statusPageDocs } from './status-pages.js';
import type { OperationDoc, OperationDocs, OperationKey } from './types.js';
import { workspaceDocs } from './workspace.js';

export type { OperationDoc, OperationKey } from './types.js';

export const OPERATION_DOCS: OperationDocs = {
  ...publicDocs,
  ...accountDocs,
  ...monitoringDocs,
  ...workspaceDocs,
  ...maintenanceDocs,
  ...groupDocs,
  ...escalationDocs,
  ...billingDocs,
  ...platformDocs,
  ...statusPageDocs,
  ...incidentDocs,
};

/** Where a new route's entry goes, by its URL: for the test's message. */
export const DOCS_FILE_BY_AREA: Array<[RegExp, string]> = [
  [
    /^\/api\/escalation-policies\b|\/escalation-policy$|^\/api\/settings\/quiet-hours$/,
    'escalation.ts',
  ],
  [/^\/api\/(auth|login|logout|callback|settings|network)\b/, 'account.ts'],
  [
    /^\/api\/(properties|ping|alerts|dashboard|events|reports|activity|webhooks)\b/,
    'monitoring.ts',
  ],
  [
    /^\/api\/(billing|create-subscription|stripe|promo-codes\/validate|affiliates\/(apply|my-stats))\b/,
    'billing.ts',
  ],
  [/^\/api\/maintenance-windows\b/, 'maintenance-windows.ts'],
  [
    /^\/api\/(promo-codes|business|beta-testers|affiliates|monitoring-locations|agent)\b/,
    'platform.ts',
  ],
  [/^\/api\/incidents\b/, 'incidents.ts'],
  [
    /^\/api\/escalation-policies\b|\/escalation-policy$|^\/api\/settings\/quiet-hours$/,
    'escalation.ts',
  ],
  [/^\/api\/groups\b/, 'groups.ts'],
  [/^\/api\/(health|openapi|chat)\b|^\/track\b/, 'public.ts'],
  [/^\/api\/(status-pages|public\/status)\b/, 'status-pages.ts'],
];

export function docsFileFor(url: string): string {
  return DOCS_FILE_BY_AREA.find(([re]) => re.test(url))?.[1] ?? 'workspace.ts';
}

export function operationDocOf(method: string, url: string): OperationDoc | undefined {
  return OPERATION_DOCS[`${method.toUpperCase()} ${url}` as OperationKey];
}
