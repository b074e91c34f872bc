// Team members and invitations (spec commercial §2 Team, §3, §5, §7, §8; issue 8): the calls'
// schemas and every message the server and the Team and invitation pages show.
import { z } from 'zod';
import { WORKSPACE_ROLES } from './roles.js';

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/**
 * Invitation e-mails (a new invitation or a resend), counted in the database (decision 019): to
 * one address from any workspace, from one person, and from one workspace.
 */
export const INVITE_LIMITS = { perAddressPerHour: 3, perSenderPerHour: 20, perWorkspacePerDay: 50 };

export const TEAM_MSG = {
  // spec commercial §5 and §8, word for word
  emailInvalid: 'Please enter a valid email address',
  inviteFailed: 'Failed to send team invitation',
  updateRoleFailed: 'Failed to update team member role',
  removeFailed: 'Failed to remove team member',
  // ours
  roleInvalid: 'Role must be admin, staff or viewer',
  memberNotFound: 'Team member not found',
  invitationNotFound: 'Invitation not found',
  ownRole: 'You cannot change your own role',
  ownRemoval: 'You cannot remove yourself from the workspace',
  roleAboveOwn: 'You cannot grant a role above your own',
  lastAdmin: 'A workspace must keep at least one admin: make another member an admin first.',
  alreadyMember: (email: string) => `${email} is already a member of this workspace`,
  youAreAlreadyMember: (workspace: string) => `You are already a member of ${workspace}`,
  wrongEmail: (invited: string) =>
    `This invitation was sent to ${invited}. Sign in with that address to accept it.`,
  signUpEmailFixed: (invited: string) =>
    `This invitation was sent to ${invited}: sign up with that address.`,
  inviteSent: (email: string) => `An invitation is on its way to ${email}`,
  resent: (email: string) => `A new invitation link is on its way to ${email}`,
  revoked: (email: string) => `The invitation to ${email} no longer works`,
  /** 403 where mail is configured and the inviter's own address is not verified (decision 019) */
  verifyBeforeInviting:
    'Please verify your e-mail address before inviting anyone: follow the link we sent you, or use Resend at the top of the page.',
  // 429 with Retry-After (decision 019)
  tooManyToAddress: `No more than ${INVITE_LIMITS.perAddressPerHour} invitation e-mails an hour to one address. Please try again later.`,
  tooManyFromSender: `No more than ${INVITE_LIMITS.perSenderPerHour} invitation e-mails an hour from one person. Please try again later.`,
  tooManyFromWorkspace: `No more than ${INVITE_LIMITS.perWorkspacePerDay} invitation e-mails a day from one workspace. Please try again tomorrow.`,
  removeConfirm: (name: string, workspace: string) =>
    `Remove ${name} from ${workspace}? They lose access to this workspace at once; their account and other workspaces stay.`,
} as const;

/** Each state of an invitation link has its own page (issue 8). */
export const INVITATION_STATES = ['valid', 'expired', 'revoked', 'used', 'unknown'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export const INVITATION_STATE_MSG: Record<Exclude<InvitationState, 'valid'>, string> = {
  expired:
    'This invitation has expired. Ask the person who invited you to send a new one (links work for 7 days).',
  revoked:
    'This invitation was withdrawn by the workspace. Ask its admin if you still need access.',
  used: 'This invitation has already been used. Sign in to reach the workspace.',
  unknown:
    'This invitation link is not valid. Check that you opened the whole link, or use the newest invitation e-mail you received.',
};

const role = z.enum(WORKSPACE_ROLES, { error: TEAM_MSG.roleInvalid });

const email = z
  .string({ error: TEAM_MSG.emailInvalid })
  .trim()
  .max(254, TEAM_MSG.emailInvalid)
  .pipe(z.email({ error: TEAM_MSG.emailInvalid }))
  .transform((v) => v.toLowerCase());

/** Spec commercial §3 Team member, plus whether the row is the caller's own. */
export const teamMember = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES),
  profileImageUrl: z.string().nullable(),
  isYou: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMember>;

/** POST /api/team/invite (spec commercial §5: role admin, staff or viewer, default viewer). */
export const inviteBody = z.object({ email, role: role.default('viewer') });
export type InviteBody = z.input<typeof inviteBody>;

/** PUT /api/team/members/{userId}/role */
export const updateRoleBody = z.object({ role });
export type UpdateRoleBody = z.infer<typeof updateRoleBody>;

export const memberIdParams = z.object({ userId: z.uuid() });
export const invitationIdParams = z.object({ id: z.uuid() });
/** Any string up to 200 characters: what is not ours reads as an unknown link, not a 404. */
export const invitationTokenParams = z.object({ token: z.string().min(1).max(200) });

/** A pending invitation as the Team page lists it (never its token). */
export const pendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(WORKSPACE_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  isExpired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

/** GET /api/invitations/{token} (public): what the invitation page shows. */
export const invitationInfo = z.object({
  state: z.enum(INVITATION_STATES),
  workspaceName: z.string().nullable(),
  inviterName: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(WORKSPACE_ROLES).nullable(),
  expiresAt: z.string().nullable(),
  /** whether the page may offer a password account (not when single sign-on is configured) */
  signUpAllowed: z.boolean(),
});
export type InvitationInfo = z.infer<typeof invitationInfo>;
