// Status pages (issue 27): GET/POST /api/status-pages, GET/PUT/DELETE /api/status-pages/{id}.
// A page shows chosen properties of its workspace in named, ordered sections; the body lists the
// sections in order, each with its shown properties in order, so no ids of sections are ever sent.
// (`shownProperties`, not `properties`: @fastify/swagger reads a `properties` key inside a request
// example as a JSON schema's and mangles the example.)
import { z } from 'zod';
import { PAGE_VISIBILITIES } from './status-page-model.js';
import { trackedIncident } from './tracked-incidents.js';

export const SLUG_PATTERN = /^[a-z0-9-]{3,60}$/;
/** Words a slug may not be: paths beside /status/{slug} and names a visitor would trust. */
export const RESERVED_SLUGS = [
  'admin',
  'api',
  'app',
  'assets',
  'badge',
  'feed',
  'help',
  'history',
  'login',
  'new',
  'settings',
  'sign-in',
  'static',
  'status',
  'support',
  'www',
] as const;
export const PAGE_PASSWORD_MIN = 8;
export const MAX_SECTIONS = 20;
export const MAX_SHOWN_PROPERTIES = 1000;

export const STATUS_PAGE_MSG = {
  titleRequired: 'Title is required',
  slugInvalid: 'Slug must be 3 to 60 lower-case letters, digits and hyphens',
  slugReserved: (slug: string) => `The slug "${slug}" is reserved: choose another`,
  slugTaken: 'This slug is already used by another status page',
  domainInvalid: 'Custom domain must be a host name such as status.example.com',
  domainTaken: 'This domain is already used by another status page',
  passwordTooShort: `Password must be at least ${PAGE_PASSWORD_MIN} characters`,
  passwordRequired: 'A password-protected page needs a password',
  accentInvalid: 'Accent colour must be a hex colour such as #1d4ed8',
  logoInvalid: 'Logo must be an https:// or http:// URL',
  sectionNameRequired: 'Each section needs a name',
  propertyUnknown: 'A chosen property is not in this workspace',
  propertyTwice: 'A property can be shown only once on a page',
  allPropertiesTwice: 'Only one section can show all properties of the workspace',
  notFound: 'Status page not found',
  limitReached: (planName: string, limit: number) =>
    `The ${planName} plan allows ${limit === 1 ? '1 status page' : `${limit} status pages`}. Upgrade to publish more.`,
  passwordPlan: (planName: string, plans: string) =>
    `Password-protected status pages are part of the ${plans} plans; this workspace is on the ${planName} plan.`,
  domainPlan: (planName: string, plans: string) =>
    `Status pages on your own domain are part of the ${plans} plans; this workspace is on the ${planName} plan.`,
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const slug = z
  .string({ error: STATUS_PAGE_MSG.slugInvalid })
  .trim()
  .regex(SLUG_PATTERN, STATUS_PAGE_MSG.slugInvalid)
  .refine((v) => !(RESERVED_SLUGS as readonly string[]).includes(v), {
    error: (issue) => STATUS_PAGE_MSG.slugReserved(String(issue.input)),
  });

const shownProperty = z.object({
  propertyId: z.number({ error: STATUS_PAGE_MSG.propertyUnknown }).int().positive(),
  /** null or empty: the property's name (never its IP address) */
  displayName: optionalText(100, 'Display name'),
  showAddress: z.boolean().default(false),
});

const section = z.object({
  name: z
    .string({ error: STATUS_PAGE_MSG.sectionNameRequired })
    .trim()
    .min(1, STATUS_PAGE_MSG.sectionNameRequired)
    .max(100, 'Section name must be at most 100 characters'),
  shownProperties: z.array(shownProperty).max(MAX_SHOWN_PROPERTIES).default([]),
  /**
   * Also show every other property of the workspace (by name, after the chosen ones), including
   * those added later: a live choice, no edit of the page needed. One section at most.
   */
  allProperties: z.boolean().default(false),
});

const pageFields = {
  title: z
    .string({ error: STATUS_PAGE_MSG.titleRequired })
    .trim()
    .min(1, STATUS_PAGE_MSG.titleRequired)
    .max(100, 'Title must be at most 100 characters'),
  slug,
  description: optionalText(1000, 'Description'),
  logoUrl: z
    .string()
    .trim()
    .max(2000, STATUS_PAGE_MSG.logoInvalid)
    .regex(/^https?:\/\/[^\s]+$/, STATUS_PAGE_MSG.logoInvalid)
    .nullish()
    .or(z.literal('').transform(() => null)),
  accentColor: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, STATUS_PAGE_MSG.accentInvalid)
    .nullish()
    .or(z.literal('').transform(() => null)),
  visibility: z.enum(PAGE_VISIBILITIES, { error: 'Visibility must be public or password' }),
  /** with visibility password: required when the page has none yet; omitted keeps the old one */
  password: z.string().min(PAGE_PASSWORD_MIN, STATUS_PAGE_MSG.passwordTooShort).max(200).optional(),
  customDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?=.{4,253}$)([a-z0-9](-*[a-z0-9])*\.)+[a-z]{2,63}$/, STATUS_PAGE_MSG.domainInvalid)
    .nullish()
    .or(z.literal('').transform(() => null)),
  sections: z
    .array(section)
    .max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`)
    .refine((ss) => ss.filter((s) => s.allProperties).length <= 1, {
      error: STATUS_PAGE_MSG.allPropertiesTwice,
    })
    .default([]),
};

export const statusPageBody = z.object({
  ...pageFields,
  visibility: pageFields.visibility.default('public'),
});
export type StatusPageBody = z.input<typeof statusPageBody>;
export type StatusPageInput = z.output<typeof statusPageBody>;

export const statusPageIdParams = z.object({
  id: z.coerce.number({ error: 'Not found' }).int().positive().max(2_147_483_647),
});

export const shownPropertyDto = z.object({
  propertyId: z.number(),
  /** the property's own name, for the admin screen */
  propertyName: z.string(),
  displayName: z.string().nullable(),
  showAddress: z.boolean(),
});

export const statusPage = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  accentColor: z.string().nullable(),
  visibility: z.enum(PAGE_VISIBILITIES),
  customDomain: z.string().nullable(),
  /** the public page's path, /status/{slug} */
  url: z.string(),
  sections: z.array(
    z.object({
      name: z.string(),
      shownProperties: z.array(shownPropertyDto),
      /** shows every other property of the workspace too, new ones included */
      allProperties: z.boolean(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StatusPage = z.infer<typeof statusPage>;

/**
 * An incident the page could post: a shown property is offline and no active incident of the
 * page names it. Offered on the screen, posted only when a person says so.
 */
export const draftIncident = z.object({
  title: z.string(),
  message: z.string(),
  propertyIds: z.array(z.number()),
  /** when the property went offline */
  since: z.string().nullable(),
});
export type DraftIncident = z.infer<typeof draftIncident>;

export const draftIncidentText = (name: string) => ({
  title: `Connectivity issue at ${name}`,
  message: `${name} is offline. We are looking into it.`,
});

/** GET /api/status-pages/{id}: the page, its incidents (newest first) and the drafts on offer. */
export const statusPageDetail = statusPage.extend({
  incidents: z.array(trackedIncident),
  draftIncidents: z.array(draftIncident),
});
export type StatusPageDetail = z.infer<typeof statusPageDetail>;
