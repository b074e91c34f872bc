// Properties, checks, alerts, the dashboard, live events, reports and activity: the public API's
// core (an API key works on most of these).
import type { OperationDocs } from './types.js';

const limitPlan =
  'Each plan has a property limit: GET /api/properties/limits says how many are used.';

export const monitoringDocs = {
  'GET /api/properties': {
    description:
      'Every property of the workspace with its current status, last check and settings, in the ' +
      "dashboard's order. Answers 304 when the `If-None-Match` ETag still matches, so polling is cheap. " +
      'Addresses are masked (`203.0.113.x`) when the workspace masks them. `groupId` lists only ' +
      "that group's members. A failing member whose upstream is confirmed offline carries " +
      '`unreachableCause: "upstream_offline"` and `upstreamPropertyId` beside its true `status`.',
  },
  'GET /api/properties/page': {
    description:
      'The same list one page at a time (`offset`, `limit` up to 100), with the total count, ' +
      'for lists too long to read at once.',
  },
  'GET /api/properties/export.csv': {
    description:
      'Every property of the workspace (or of the `search`, `status`, `groupId` selection, in the ' +
      '`sort` order) as a CSV ' +
      "file with the dashboard's columns, streamed a few thousand rows at a time, so a workspace of " +
      '100,000 properties downloads without the list being built in memory. Addresses are masked ' +
      'as everywhere else when the workspace masks them.',
  },
  'GET /api/properties/:id/locations': {
    description:
      "The property's last result at each monitoring location: the primary worker and every agent " +
      'location that is neither paused nor revoked, with the outcome, response time, when it was ' +
      "checked and whether it was sent late, and the workspace's time zone. 404 when the property " +
      'is not in this workspace.',
  },
  'GET /api/properties/limits': {
    description:
      'How many properties the workspace has and how many its plan allows (`null`: unlimited).',
  },
  'GET /api/properties/:id': {
    description: 'One property with its status and settings; 404 when it is not in this workspace.',
  },
  'POST /api/properties': {
    description:
      'Adds a property to monitor: its name, street address and the public IP address to check ' +
      '(ICMP ping by default, or a TCP port). `permissionConfirmed` must be true: you confirm you ' +
      'may monitor that address. The first check runs within the check interval.',
    plan: `${limitPlan} Beyond it the answer is 403 with code \`limit_reached\`.`,
  },
  'PUT /api/properties/:id': {
    description:
      'Changes a property (same fields as adding one). A masked address such as `203.0.113.x`, or ' +
      'none, keeps the address unchanged. `groupId` puts it in a group (null: in none; left out: ' +
      'unchanged).',
    example: {
      name: 'Store 12',
      address: '12 High Street',
      type: 'commercial',
      permissionConfirmed: true,
      checkMethod: 'tcp',
      tcpPort: 443,
    },
  },
  'DELETE /api/properties/:id': {
    description:
      'Deletes a property and stops checking it; its history goes with it. Cannot be undone.',
  },
  'GET /api/properties/:id/history': {
    description:
      "A property's recorded checks over a range (`24h`, `7d`, `30d` or `90d`): each check's " +
      'time, result and response time, for its uptime chart.',
  },
  'GET /api/properties/:id/incidents': {
    description:
      "A property's outages, newest first: when each started, when it ended (or that it is " +
      'still open) and how long it lasted.',
  },
  'POST /api/ping/check/:id': {
    description:
      'Makes one property due for a check now and answers 202 at once; the result arrives through ' +
      'the live events and the property list a few seconds later.',
  },
  'POST /api/ping/check-all': {
    description:
      'Makes every property of the workspace due for a check now and answers 202 with how many; ' +
      'results arrive as the checks finish. Takes no body.',
  },
  'GET /api/alerts': {
    description:
      'The alerts raised in the workspace (a property offline, back online, timed out), newest ' +
      'first, with whether each was read.',
  },
  'PUT /api/alerts/:id/read': {
    description: 'Marks one alert as read for the workspace. Takes no body.',
  },
  'GET /api/dashboard/stats': {
    description:
      "The dashboard's summary figures: properties online, offline and timed out, average " +
      'response time and uptime. Answers 304 when the `If-None-Match` ETag still matches.',
  },
  'GET /api/events': {
    description:
      "A Server-Sent Events stream (`text/event-stream`) of the workspace's status changes and new " +
      'alerts as they happen. The stream ends after a while (and at sign-out); reconnect to go on.',
  },
  'GET /api/reports/uptime': {
    description:
      'Uptime percentage and response times per property over a period (`from`, `to`; one ' +
      'property with `propertyId`), as JSON.',
  },
  'GET /api/reports/:kind': {
    description:
      'A report file to download: `kind` is the report (for example `daily`), `format` is `csv`, ' +
      '`xlsx` or `pdf`. Larger reports take a few seconds to render.',
  },
  'GET /api/activity': {
    description:
      'Recent activity in the workspace: who changed what, merged with the alerts, newest first.',
  },
  'GET /api/webhooks': {
    description:
      "The workspace's webhook endpoints (generic, Slack or Teams) and the events each receives.",
  },
  'POST /api/webhooks': {
    description:
      'Adds an endpoint that receives a signed POST for each chosen event (see the `webhooks` ' +
      'section of this document). The answer carries the signing secret, shown this once.',
    example: {
      name: 'Operations Slack',
      type: 'slack',
      url: 'https://hooks.slack.com/services/T000/B000/XXXX',
      events: ['property.offline', 'property.online'],
    },
  },
  'PUT /api/webhooks/:id': {
    description: 'Changes an endpoint: its name, URL, events, or whether it is enabled.',
    example: { enabled: false },
  },
  'DELETE /api/webhooks/:id': {
    description: 'Deletes an endpoint; no more events are sent to it.',
  },
  'POST /api/webhooks/:id/secret': {
    description:
      'Replaces the signing secret and answers the new one (shown this once). Deliveries are ' +
      'signed with the new secret from now on. Takes no body.',
  },
  'POST /api/webhooks/:id/test': {
    description:
      'Sends a test event to the endpoint now and answers how the endpoint replied. Takes no body.',
  },
  'GET /api/webhooks/:id/deliveries': {
    description:
      "The endpoint's recent deliveries: event, time, the answer's status and any error, " +
      'including retries.',
  },
} satisfies OperationDocs;
