// Incidents people own (issue 29, decision 032): the list, the timeline and the actions.
import type { OperationDocs } from './types.js';

export const incidentDocs = {
  'GET /api/incidents': {
    summary: "The workspace's incidents",
    description:
      'Incidents, open ones first, then the newest: those the monitor opens for a confirmed ' +
      'outage (origin `automatic`) and those posted on status pages (`manual`). Each has its ' +
      'state, duration, affected properties and who acknowledged it, from where. Filters: ' +
      '`propertyId`, `state` (`open` or `resolved`), `from` and `to` (days, YYYY-MM-DD, UTC, on ' +
      'the start); `page` and `pageSize` (at most 100).',
  },
  'GET /api/incidents/:id': {
    summary: 'An incident and its timeline',
    description:
      'One incident with its timeline, oldest first: started, state updates, each notification ' +
      'sent for it (channel, recipient, delivered, failed, skipped or pending), acknowledged ' +
      '(who, when, from where: web, api, mail or sms), notes, and resolved (automatically when ' +
      'the property is back, or by a person with a note).',
  },
  'POST /api/incidents/:id/acknowledge': {
    summary: 'Acknowledge an incident',
    description:
      'Takes the incident: records who and from where (`api` for a key, `web` for the app), ' +
      'and mails the other recipients of its alerts who took it. Only once: 409 names who ' +
      'acknowledged it first; 409 too when it is resolved.',
  },
  'POST /api/incidents/:id/notes': {
    summary: 'Add a note to an incident',
    description:
      'A note for the other members on the timeline (never shown on a status page); also after ' +
      'the incident is resolved.',
    example: { message: 'The provider confirms a fibre cut; a crew is on the way.' },
  },
  'POST /api/incidents/:id/resolve': {
    summary: 'Resolve an incident by hand',
    description:
      'Ends the incident with a note saying how (required). A resolved incident answers 409. ' +
      'The monitor resolves automatic incidents by itself when the property is back online.',
    example: { message: 'The router was restarted; every building is back.' },
  },
} satisfies OperationDocs;
