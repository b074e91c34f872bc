// What a page's subscribers are told, as the outbox keeps it (payload of a `status_page.*` row):
// the facts only; the mail and the webhook body are made from them when sent
// (deliver-subscriber-message.ts), so every retry sends the same thing.
import type { IncidentState } from '../../../contracts/status-page-model.js';

export const CONFIRM_EVENT = 'status_page.confirm';
export const UPDATE_EVENT = 'status_page.update';

export type PageRef = { id: number; title: string; slug: string };

export type IncidentNews = {
  type: 'status_page.incident_posted' | 'status_page.incident_updated';
  page: PageRef;
  incident: {
    id: number;
    title: string;
    state: IncidentState;
    message: string;
    /** display names of the affected properties shown on this page */
    affected: string[];
    at: string;
  };
};

export type MaintenanceNews = {
  /** scheduled (when saved, if ticked), started and ended (each occurrence, by the worker) */
  type:
    | 'status_page.maintenance_scheduled'
    | 'status_page.maintenance_started'
    | 'status_page.maintenance_ended';
  page: PageRef;
  maintenance: {
    id: number;
    title: string;
    description: string | null;
    /** scheduled: the first occurrence; started and ended: this occurrence (its end as it ended) */
    startsAt: string;
    endsAt: string;
    recurring: boolean;
    affected: string[];
    /** ended: before its planned end (ended early or cancelled) */
    endedEarly?: boolean;
  };
};

export type PageNews = IncidentNews | MaintenanceNews;

/** A `status_page.update` row: one subscriber, one piece of news. */
export type UpdatePayload = { subscriberId: number; news: PageNews };

/** A `status_page.confirm` row: the confirm link, sealed (sealed-link.ts). */
export type ConfirmPayload = { subscriberId: number; page: PageRef; link: string };
