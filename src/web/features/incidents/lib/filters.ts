// The list's filters, kept in the URL (?propertyId=&state=&from=&to=&page=) so a filtered list
// can be linked (the property page links its incidents) and survives a reload.
import {
  INCIDENT_LIST_STATES,
  type IncidentListState,
} from '../../../../contracts/incident-model.js';

export type IncidentFilters = {
  propertyId?: number;
  state?: IncidentListState;
  from?: string;
  to?: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readFilters(params: URLSearchParams): IncidentFilters {
  const property = Number(params.get('propertyId'));
  const state = params.get('state');
  const page = Number(params.get('page'));
  const day = (k: string) => {
    const v = params.get(k);
    return v && DAY.test(v) ? v : undefined;
  };
  return {
    propertyId: Number.isSafeInteger(property) && property > 0 ? property : undefined,
    state: (INCIDENT_LIST_STATES as readonly string[]).includes(state ?? '')
      ? (state as IncidentListState)
      : undefined,
    from: day('from'),
    to: day('to'),
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

export function filterSearch(f: IncidentFilters): string {
  const q = new URLSearchParams();
  if (f.propertyId) q.set('propertyId', String(f.propertyId));
  if (f.state) q.set('state', f.state);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.page > 1) q.set('page', String(f.page));
  return q.toString();
}

/** "2 h 5 min", "12 min", "45 s" */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const d = Math.floor(h / 24);
  if (d > 0) return `${d} d ${h % 24} h`;
  return minutes % 60 ? `${h} h ${minutes % 60} min` : `${h} h`;
}
