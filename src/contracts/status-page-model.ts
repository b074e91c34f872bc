// The words of the status page model, shared by the database schema, the API and the pages.
export const PAGE_VISIBILITIES = ['public', 'password'] as const;
export type PageVisibility = (typeof PAGE_VISIBILITIES)[number];

/** An incident's states in order; `resolved` ends it. */
export const INCIDENT_STATES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** Who opened it: a person, or (issue 29) the monitor when a property went offline. */
export const INCIDENT_ORIGINS = ['manual', 'automatic'] as const;
export type IncidentOrigin = (typeof INCIDENT_ORIGINS)[number];

export const INCIDENT_STATE_LABELS: Record<IncidentState, string> = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};

/** A page's overall state, worst first. */
export const OVERALL_STATES = [
  'major_outage',
  'partial_outage',
  'maintenance',
  'operational',
] as const;
export type OverallState = (typeof OVERALL_STATES)[number];

export const OVERALL_LABELS: Record<OverallState, string> = {
  operational: 'All systems operational',
  partial_outage: 'Partial outage',
  major_outage: 'Major outage',
  maintenance: 'Under maintenance',
};

/** A shown property's state in words (never the colour alone). */
export const SHOWN_STATES = [
  'operational',
  'degraded',
  'outage',
  'maintenance',
  'unknown',
] as const;
export type ShownState = (typeof SHOWN_STATES)[number];

export const SHOWN_LABELS: Record<ShownState, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  outage: 'Outage',
  maintenance: 'Maintenance',
  unknown: 'No data yet',
};
