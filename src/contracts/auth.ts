import { z } from 'zod';
import { PLAN_IDS } from './plans.js';
import { PLATFORM_ROLES, WORKSPACE_ROLES } from './roles.js';
import { canonicalTimeZone, isValidTimeZone } from './time-zone.js';

/** An e-mail address as the sign-in, sign-up and password reset forms take it. */
export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email({ error: 'Please enter a valid email address' }))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;

/** A new password's length rule; its strength is judged by password-strength.ts on the server. */
export const newPasswordField = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(200, 'Password must be at most 200 characters');

export const signUpBody = z.object({
  email: emailField,
  password: newPasswordField,
  firstName: z.string().trim().max(100, 'First name is too long').optional(),
  lastName: z.string().trim().max(100, 'Last name is too long').optional(),
  /** sign-up through an invitation link: joins only the inviting workspace (issue 8) */
  invitationToken: z.string().min(1).max(200).optional(),
  /** sign-up through an approved beta tester's link: the workspace starts on the beta terms */
  betaToken: z.string().min(1).max(200).optional(),
  /**
   * The browser's IANA zone, the new workspace's time zone (maintenance times, report hours);
   * one this runtime does not know falls back to UTC rather than refuse the sign-up.
   */
  timezone: z
    .string()
    .max(64)
    .optional()
    .transform((v) => (v && isValidTimeZone(v) ? canonicalTimeZone(v) : undefined)),
});
export type SignUpBody = z.infer<typeof signUpBody>;

export const signInBody = z.object({
  email: emailField,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

export const workspaceSummary = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(WORKSPACE_ROLES),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummary>;

/**
 * GET /api/auth/user: spec core §3's fields (`role` is the platform role when there is one,
 * else the workspace role), plus the two roles apart, the current workspace and all of the
 * person's workspaces (DESIGN §1).
 */
export const currentUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['owner', 'admin', 'staff', 'viewer']),
  profileImageUrl: z.string().nullable(),
  subscriptionPlan: z.enum(PLAN_IDS),
  workspaceRole: z.enum(WORKSPACE_ROLES),
  platformRole: z.enum(PLATFORM_ROLES).nullable(),
  emailVerified: z.boolean(),
  workspace: z.object({ id: z.string(), name: z.string() }),
  workspaces: z.array(workspaceSummary),
});
export type CurrentUser = z.infer<typeof currentUser>;

export const authConfig = z.object({
  /** password sign-up is open (ALLOW_SIGNUP, and not refused because OIDC is configured) */
  signUpAllowed: z.boolean(),
  oidc: z.boolean(),
  /** SMTP is configured: verification links and alert mail can be sent */
  mailConfigured: z.boolean(),
  /** how long a session lasts: without activity, and after sign-in in any case */
  session: z.object({ idleMinutes: z.number(), absoluteHours: z.number() }),
});
export type AuthConfig = z.infer<typeof authConfig>;

/** POST /api/auth/workspace: act in another of one's workspaces from now on. */
export const switchWorkspaceBody = z.object({
  workspaceId: z.uuid({ error: 'Unknown workspace' }),
});
export type SwitchWorkspaceBody = z.infer<typeof switchWorkspaceBody>;
