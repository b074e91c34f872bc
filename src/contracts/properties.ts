// Property endpoints: request/response schemas and the form's exact messages (spec core §5).
import { z } from 'zod';
import { propertyListQuery, UNREACHABLE_CAUSES } from './groups.js';
import { PLAN_IDS } from './plans.js';

export const PROPERTY_TYPES = ['residential', 'commercial', 'industrial', 'government'] as const;
/** The one property status union (DESIGN §1); every other place takes its type from here. */
export const PROPERTY_STATUSES = ['unknown', 'online', 'timeout', 'offline'] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export const propertyStatus = z.enum(PROPERTY_STATUSES);
export const CHECK_METHODS = ['icmp', 'tcp'] as const;

export const PROPERTY_MSG = {
  nameRequired: 'Property name is required',
  addressRequired: 'Address is required',
  ipRequired: 'IP address is required',
  ipInvalid: 'Please enter a valid IP address (e.g., 192.168.1.1)',
  permission: 'You must confirm that you have permission to monitor this property',
  typeInvalid: 'Please choose a property type: residential, commercial, industrial or government',
  limitReached: 'Property limit reached. Upgrade your plan to add more properties.',
  portRequired: 'A TCP check needs a port between 1 and 65535',
  intervalRange: 'Check interval must be between 30 seconds and 1440 minutes',
  timeoutRange: 'Timeout must be between 500 ms and 30 seconds',
} as const;

/** Spec core §5: four groups of 1-3 digits separated by dots. */
export const IPV4_FORMAT = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/;
/** The server also refuses groups above 255: such an address could never be pinged. */
export const isValidIpv4 = (ip: string) =>
  IPV4_FORMAT.test(ip) && ip.split('.').every((g) => Number(g) <= 255);

export const MIN_INTERVAL_SECONDS = 30;
export const MAX_INTERVAL_SECONDS = 1440 * 60;
export const DEFAULT_TIMEOUT_MS = 5000;

const requiredText = (message: string, max: number, label: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} must be at most ${max} characters`);

const ipAddress = z
  .string({ error: PROPERTY_MSG.ipRequired })
  .trim()
  .min(1, PROPERTY_MSG.ipRequired)
  .max(15, PROPERTY_MSG.ipInvalid)
  .refine(isValidIpv4, PROPERTY_MSG.ipInvalid);

const monitoringFields = {
  checkMethod: z.enum(CHECK_METHODS).default('icmp'),
  tcpPort: z.number().int().min(1).max(65535).nullish(),
  intervalSeconds: z
    .number({ error: PROPERTY_MSG.intervalRange })
    .int(PROPERTY_MSG.intervalRange)
    .min(MIN_INTERVAL_SECONDS, PROPERTY_MSG.intervalRange)
    .max(MAX_INTERVAL_SECONDS, PROPERTY_MSG.intervalRange)
    .nullish(),
  timeoutMs: z
    .number({ error: PROPERTY_MSG.timeoutRange })
    .int(PROPERTY_MSG.timeoutRange)
    .min(500, PROPERTY_MSG.timeoutRange)
    .max(30_000, PROPERTY_MSG.timeoutRange)
    .default(DEFAULT_TIMEOUT_MS),
};

const baseFields = {
  name: requiredText(PROPERTY_MSG.nameRequired, 200, 'Property name'),
  address: requiredText(PROPERTY_MSG.addressRequired, 500, 'Address'),
  type: z.enum(PROPERTY_TYPES, { error: PROPERTY_MSG.typeInvalid }).default('residential'),
  description: z.string().trim().max(2000, 'Description must be at most 2000 characters').nullish(),
  permissionConfirmed: z.literal(true, { error: PROPERTY_MSG.permission }),
};

const tcpNeedsPort = (v: { checkMethod?: string; tcpPort?: number | null }) =>
  v.checkMethod !== 'tcp' || (v.tcpPort !== null && v.tcpPort !== undefined);

export const createPropertyBody = z
  .object({ ...baseFields, ipAddress, ...monitoringFields })
  .refine(tcpNeedsPort, { message: PROPERTY_MSG.portRequired, path: ['tcpPort'] })
  // the API documentation's code samples send this (203.0.113.0/24 is a documentation range)
  .meta({
    examples: [
      {
        name: 'Store 12',
        address: '12 High Street',
        ipAddress: '203.0.113.12',
        type: 'commercial',
        permissionConfirmed: true,
      },
    ],
  });
export type CreatePropertyBody = z.input<typeof createPropertyBody>;

/**
 * Same body as create. A masked address (`203.0.113.x`, as the list shows it) or no address at
 * all means "unchanged", so an edit form filled from a masked property can be saved.
 */
export const MASKED_IP = /^\d{1,3}\.\d{1,3}\.\d{1,3}\.x$/;
export const updatePropertyBody = z
  .object({
    ...baseFields,
    ipAddress: z.union([z.string().trim().regex(MASKED_IP), ipAddress]).optional(),
    ...monitoringFields,
    /** its group (issue 29): a group id, null for none; left out: unchanged */
    groupId: z.number().int().positive().max(2_147_483_647).nullish(),
  })
  .refine(tcpNeedsPort, { message: PROPERTY_MSG.portRequired, path: ['tcpPort'] });
export type UpdatePropertyBody = z.input<typeof updatePropertyBody>;

export const uptimeWindows = z.object({
  '24h': z.number().nullable(),
  '7d': z.number().nullable(),
  '30d': z.number().nullable(),
});

export const property = z.object({
  id: z.number(),
  name: z.string(),
  address: z.string(),
  ipAddress: z.string(),
  maskedIp: z.boolean(),
  type: z.enum(PROPERTY_TYPES),
  description: z.string().nullable(),
  status: propertyStatus,
  responseTime: z.number().nullable(),
  lastCheck: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  consecutiveFailures: z.number(),
  checkMethod: z.enum(CHECK_METHODS),
  tcpPort: z.number().nullable(),
  intervalSeconds: z.number().nullable(),
  /** the interval actually used: the property's own or the workspace's */
  effectiveIntervalSeconds: z.number(),
  timeoutMs: z.number(),
  uptime: uptimeWindows,
  createdAt: z.string(),
  /**
   * In a planned maintenance window now (issue 27): shown as "Maintenance" beside its status;
   * no alert is sent for it and the time counts in no uptime figure.
   */
  inMaintenance: z.boolean(),
  /**
   * present while the last check failed but was set aside because the monitoring location was
   * degraded (issue 28): NOT_CONFIRMED_DEGRADED; the status is the last confirmed one
   */
  notConfirmed: z.string().optional(),
  /** its group (issue 29), or null */
  groupId: z.number().nullable(),
  /**
   * present while it fails and an upstream it depends on (its group's, or a group's above) is
   * confirmed offline: shown as "Unreachable: upstream offline"; its own alerts are held. The
   * status stays the true one (`offline` or `timeout`), so callers who know no groups see no change.
   */
  unreachableCause: z.enum(UNREACHABLE_CAUSES).optional(),
  /** the upstream that is offline, with `unreachableCause` */
  upstreamPropertyId: z.number().optional(),
});
export type Property = z.infer<typeof property>;

/**
 * GET /api/properties/page: one page of the list, in the list's order (name, then id), with the
 * number of properties in all. The dashboard shows its first page from it while the whole list
 * (which its search, filter and sort need) is still loading (issue 14).
 */
export const MAX_PAGE_LIMIT = 100;

/**
 * Above this many properties the dashboard does not read the whole list (GET /api/properties):
 * its table asks the server for each page, search, filter and sort (issue 32, decision 035). Up
 * to it the whole list is read once and searched in the browser, as before: at 10,000 a search
 * there answered in ~25 ms against ~190 ms through the server on the same (loaded) machine.
 */
export const WHOLE_LIST_MAX = 10_000;

/** The columns the table sorts by (the dashboard's headers). */
export const PROPERTY_SORT_KEYS = ['name', 'status', 'responseTime', 'lastCheck'] as const;
export type PropertySortKey = (typeof PROPERTY_SORT_KEYS)[number];
export const PROPERTY_FILTER_STATUSES = ['all', 'online', 'offline', 'timeout'] as const;
const SEARCH_MAX = 200;

/**
 * Which properties, in which order: the dashboard's search (name and address without regard to
 * case, a plain substring of the address as shown), status filter, group and sort. Without any,
 * every property in the list's order (name, then id). Shared by the page and the CSV export.
 */
export const propertySelection = {
  search: z
    .string()
    .max(SEARCH_MAX, `search must be at most ${SEARCH_MAX} characters`)
    .transform((s) => s.trim())
    .default(''),
  status: z
    .enum(PROPERTY_FILTER_STATUSES, {
      error: `status must be one of ${PROPERTY_FILTER_STATUSES.join(', ')}`,
    })
    .default('all'),
  sort: z
    .enum(PROPERTY_SORT_KEYS, { error: `sort must be one of ${PROPERTY_SORT_KEYS.join(', ')}` })
    .optional(),
  direction: z
    .enum(['ascending', 'descending'], { error: 'direction must be ascending or descending' })
    .default('ascending'),
  /**
   * one group's members (issue 29), as GET /api/properties?groupId; `none`: those in no group
   * (the properties page's "No Group" filter)
   */
  groupId: z
    .union([z.literal('none'), propertyListQuery.shape.groupId.unwrap()], {
      error: 'groupId must be a group id',
    })
    .optional(),
};
export const propertyExportQuery = z.object(propertySelection);
export type PropertySelection = z.infer<typeof propertyExportQuery>;
const OFFSET_MSG = 'offset must be a whole number of 0 or more';
const LIMIT_MSG = `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}`;
export const MAX_PAGE_IDS = 100;
const IDS_MSG = `ids must be 1 to ${MAX_PAGE_IDS} property ids separated by commas`;
const isIdList = (s: string) => {
  const parts = s.split(',');
  return (
    parts.length <= MAX_PAGE_IDS &&
    parts.every((p) => /^[1-9]\d{0,9}$/.test(p) && Number(p) <= 2_147_483_647)
  );
};
export const propertyPageQuery = z.object({
  offset: z.coerce
    .number({ error: OFFSET_MSG })
    .int(OFFSET_MSG)
    .min(0, OFFSET_MSG)
    .max(2_147_483_647, 'offset is too large')
    .default(0),
  limit: z.coerce
    .number({ error: LIMIT_MSG })
    .int(LIMIT_MSG)
    .min(1, LIMIT_MSG)
    .max(MAX_PAGE_LIMIT, LIMIT_MSG)
    .default(10),
  ...propertySelection,
  /**
   * Only these properties (1 to 100 ids, comma-separated): the names of those a picker already
   * holds, without reading the list (issue 32). Read fresh, in the list's order, the caller's
   * workspace only (an id of another workspace, or deleted, is left out); the other selection
   * parameters and offset/limit do not apply, and `total` is how many were found.
   */
  ids: z
    .string({ error: IDS_MSG })
    .refine(isIdList, IDS_MSG)
    .transform((s) => s.split(',').map(Number))
    .optional(),
});
export type PropertyPageQuery = z.infer<typeof propertyPageQuery>;
export const propertyPage = z.object({
  /** how many properties the workspace has in all */
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
  properties: z.array(property),
});
export type PropertyPage = z.infer<typeof propertyPage>;

export const propertyLimits = z.object({
  current: z.number(),
  limit: z.number().nullable(),
  plan: z.enum(PLAN_IDS),
  percentage: z.number(),
  canAddMore: z.boolean(),
});
export type PropertyLimits = z.infer<typeof propertyLimits>;

export const idParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
});

/** 202 of POST /api/ping/check/:id: the check is queued; its result arrives on the live stream. */
export const checkStarted = z.object({ message: z.string(), propertyIds: z.array(z.number()) });
/** 202 of POST /api/ping/check-all. */
export const checksStarted = z.object({ message: z.string(), count: z.number() });
