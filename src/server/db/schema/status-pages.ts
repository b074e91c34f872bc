// Public status pages (issue 27) and the incidents people write on them. `tracked_incidents` is
// the incident a person (or, with issue 29, the system) tracks from investigating to resolved; the
// confirmed offline periods the checks record keep the older name `incidents` (monitoring.ts).
// Issue 29 extends tracked_incidents (acknowledged_by, escalation) and incident_updates (notes).
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ACK_CHANNELS, UPDATE_KINDS } from '../../../contracts/incident-model.js';
import {
  INCIDENT_ORIGINS,
  INCIDENT_STATES,
  PAGE_VISIBILITIES,
} from '../../../contracts/status-page-model.js';
import { users } from './accounts.js';
import { bigIdentityIdColumn, createdAtColumn, identityIdColumn, timestamps } from './columns.js';
import { properties } from './monitoring.js';
import { workspaceRowColumns } from './owner-columns.js';

export const statusPages = pgTable(
  'status_pages',
  {
    ...workspaceRowColumns(identityIdColumn()),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    accentColor: text('accent_color'),
    visibility: text('visibility', { enum: PAGE_VISIBILITIES }).notNull().default('public'),
    /** scrypt, as account passwords (auth/password.ts); null for a public page */
    passwordHash: text('password_hash'),
    customDomain: text('custom_domain'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('status_pages_slug_idx').on(t.slug),
    uniqueIndex('status_pages_custom_domain_idx').on(t.customDomain),
    index('status_pages_workspace_idx').on(t.workspaceId),
  ],
);

export const statusPageSections = pgTable(
  'status_page_sections',
  {
    id: identityIdColumn(),
    pageId: integer('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    /** shows every property of the workspace not placed in another section (0032) */
    allProperties: boolean('all_properties').notNull().default(false),
  },
  (t) => [index('status_page_sections_page_idx').on(t.pageId, t.position)],
);

export const statusPageProperties = pgTable(
  'status_page_properties',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => statusPageSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** null: the property's name */
    displayName: text('display_name'),
    showAddress: boolean('show_address').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.propertyId] }),
    index('status_page_properties_property_idx').on(t.propertyId),
  ],
);

export const trackedIncidents = pgTable(
  'tracked_incidents',
  {
    ...workspaceRowColumns(bigIdentityIdColumn()),
    title: text('title').notNull(),
    state: text('state', { enum: INCIDENT_STATES }).notNull().default('investigating'),
    origin: text('origin', { enum: INCIDENT_ORIGINS }).notNull().default('manual'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    /** an automatic incident's property (issue 29): one open automatic incident per property */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /**
     * Who took the incident (issue 29). Escalation (a later step) checks `acknowledgedAt`: an
     * acknowledged or resolved incident escalates no further.
     */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => users.id, { onDelete: 'set null' }),
    /** the name typed on a mail or SMS link's page (no sign-in there) */
    acknowledgedByName: text('acknowledged_by_name'),
    acknowledgedVia: text('acknowledged_via', { enum: ACK_CHANNELS }),
  },
  (t) => [
    index('tracked_incidents_workspace_idx').on(t.workspaceId, t.startedAt),
    index('tracked_incidents_property_idx').on(t.propertyId, t.startedAt),
    uniqueIndex('tracked_incidents_open_automatic_idx')
      .on(t.propertyId)
      .where(sql`origin = 'automatic' AND resolved_at IS NULL`),
  ],
);

export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: bigIdentityIdColumn(),
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => trackedIncidents.id, { onDelete: 'cascade' }),
    state: text('state', { enum: INCIDENT_STATES }).notNull(),
    /** `update`: a state message (status pages show it); `note`: for the members only */
    kind: text('kind', { enum: UPDATE_KINDS }).notNull().default('update'),
    message: text('message').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('incident_updates_incident_idx').on(t.incidentId, t.createdAt)],
);

export const incidentProperties = pgTable(
  'incident_properties',
  {
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => trackedIncidents.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.incidentId, t.propertyId] }),
    index('incident_properties_property_idx').on(t.propertyId),
  ],
);

/** Which pages show an incident (several, or none). */
export const statusPageIncidents = pgTable(
  'status_page_incidents',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => trackedIncidents.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.incidentId] }),
    index('status_page_incidents_incident_idx').on(t.incidentId),
  ],
);
