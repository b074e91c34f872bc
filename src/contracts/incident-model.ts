// The words of incident ownership (issue 29), shared by the database schema, the API and the web.

/** Where an acknowledgement came from. */
export const ACK_CHANNELS = ['web', 'api', 'mail', 'sms'] as const;
export type AckChannel = (typeof ACK_CHANNELS)[number];

export const ACK_CHANNEL_LABELS: Record<AckChannel, string> = {
  web: 'the web app',
  api: 'the API',
  mail: 'the alert mail',
  sms: 'the alert SMS',
};

/** An incident update's kind: `update` is a state message (status pages show it), `note` is not. */
export const UPDATE_KINDS = ['update', 'note', 'escalation'] as const;
export type UpdateKind = (typeof UPDATE_KINDS)[number];

/** The list's state filter: open (not resolved) or resolved. */
export const INCIDENT_LIST_STATES = ['open', 'resolved'] as const;
export type IncidentListState = (typeof INCIDENT_LIST_STATES)[number];
