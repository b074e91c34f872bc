// Maintenance windows (issue 27): planned work that pauses alerts and is left out of uptime.
import type { OperationDocs } from './types.js';

const window =
  'A window has a title, an optional description, the properties it covers (`propertyIds`, or ' +
  "`allProperties`: every property, those added later too), the first occurrence's `startsAt` " +
  'and `endsAt` (ISO 8601 with an offset), the IANA `timeZone` a recurrence follows (the ' +
  "workspace's when left out) and an optional RFC 5545 `rrule` (without DTSTART), expanded on " +
  "that zone's wall clock so a Sunday 02:00 window stays at 02:00 across daylight-saving changes. " +
  'Refused with 400 `validation` and nothing changed: an end not after the start, longer than 31 ' +
  'days, a rule without UNTIL or COUNT, one starting more than once a day, overlapping ' +
  'occurrences, more than 1000 occurrences, a zone that does not exist, a property of another ' +
  'workspace.';

export const maintenanceDocs = {
  'GET /api/maintenance-windows': {
    summary: 'List maintenance windows',
    description:
      "The workspace's maintenance windows, newest first, each with its `state` now " +
      '(`scheduled`, `ongoing`, `ended`, `cancelled`), its current, next and last occurrence ' +
      'and its planned time in all (`totalMs`).',
  },
  'POST /api/maintenance-windows': {
    summary: 'Schedule a maintenance window',
    description:
      `${window} During an occurrence checks go on and are stored, but no alert is sent for the ` +
      'covered properties (mail, SMS, webhooks, Slack, Teams) and its time counts in no uptime ' +
      'figure; a property still down when it ends is alerted then.',
    example: {
      title: 'Provider work at Maple Court',
      allProperties: false,
      propertyIds: [12, 13],
      startsAt: '2026-12-06T02:00:00Z',
      endsAt: '2026-12-06T04:00:00Z',
      timeZone: 'Europe/London',
      rrule: 'FREQ=WEEKLY;BYDAY=SU;COUNT=4',
    },
  },
  'GET /api/maintenance-windows/:id': {
    summary: 'A maintenance window',
    description: 'One window of the workspace; 404 when it is not in this workspace.',
  },
  'PUT /api/maintenance-windows/:id': {
    summary: 'Change a maintenance window',
    description:
      `Replaces the window with the body (the same fields as scheduling one). ${window} ` +
      'Occurrences that happened stay as they were; the one in progress takes the new end; ' +
      'those not started yet follow the new plan. 409 for a cancelled window.',
    example: {
      title: 'Provider work at Maple Court',
      description: 'The provider replaces the street cabinet.',
      allProperties: true,
      startsAt: '2026-12-06T01:00:00Z',
      endsAt: '2026-12-06T05:00:00Z',
    },
  },
  'DELETE /api/maintenance-windows/:id': {
    summary: 'Cancel a maintenance window',
    description:
      'Cancels the window: occurrences not started yet are dropped and one in progress ends now; ' +
      'those that happened stay (they remain left out of uptime). Answers the cancelled window; ' +
      '409 when it was already cancelled.',
  },
  'POST /api/maintenance-windows/:id/end': {
    summary: 'End a maintenance window early',
    description:
      'Ends the occurrence in progress now (later occurrences of a recurring window stay). A ' +
      'covered property that is still down is alerted at once, as if its outage had just ' +
      'started. 409 when no occurrence is in progress. Takes no body.',
  },
} satisfies OperationDocs;
