// The beta programme (spec commercial §2, §3, §5, §7, §8): the public application, the admin's
// list, review, invitation and delete, the beta terms a sign-up link grants, and their texts.
import { z } from 'zod';

export const BETA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BetaStatus = (typeof BETA_STATUSES)[number];

/** What an approved applicant's workspace gets (docs/decisions/013-programmes.md). */
export const BETA_TERMS = { plan: 'pro', freeDays: 90, linkValidDays: 30 } as const;

export const BETA_MSG = {
  // spec §8
  submitted: 'Application Submitted',
  submittedDetail: 'Thank you! We will review your application within 2-3 business days.',
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit application. Please try again.',
  updated: 'Beta tester application updated successfully',
  invited: 'Beta tester invitation sent successfully',
  deleted: 'Beta tester deleted successfully',
  updateFailed: 'Failed to update beta tester application',
  inviteFailed: 'Failed to send beta tester invitation',
  deleteFailed: 'Failed to delete beta tester',
  deleteConfirm: (company: string) =>
    `Are you sure you want to delete the beta tester application from ${company}? This action cannot be undone.`,
  // validation
  companyRequired: 'Company name is required',
  contactRequired: 'Contact name is required',
  emailInvalid: 'Please enter a valid email address',
  propertiesInvalid: 'Number of properties must be at least 1',
  useCaseRequired: 'Please describe your use case',
  reasonRequired: 'Please tell us why you want to test',
  decisionRequired: 'Decision is required',
  tooLong: (what: string, max: number) => `${what} must be at most ${max} characters`,
  // server answers
  notFound: 'Beta tester application not found',
  onlyPendingReviewable: 'Only pending applications can be reviewed',
  alreadySignedUp: 'This beta tester has already signed up',
  // the sign-up link
  linkInvalid: 'This beta sign-up link is not valid. Please ask us for a new one.',
  linkSpent: 'This beta sign-up link was already used.',
  linkExpired: 'This beta sign-up link has expired. Please ask us for a new one.',
} as const;

const text = (required: string, what: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, BETA_MSG.tooLong(what, max));

/** The application's fields, shared by the public form and the admin's invitation. */
export const betaApplicationBody = z.object({
  companyName: text(BETA_MSG.companyRequired, 'Company name', 200),
  contactName: text(BETA_MSG.contactRequired, 'Contact name', 200),
  email: z
    .string({ error: BETA_MSG.emailInvalid })
    .trim()
    .max(254, BETA_MSG.emailInvalid)
    .pipe(z.email(BETA_MSG.emailInvalid)),
  propertiesCount: z.coerce
    .number({ error: BETA_MSG.propertiesInvalid })
    .int(BETA_MSG.propertiesInvalid)
    .min(1, BETA_MSG.propertiesInvalid)
    .max(1_000_000, 'Number of properties is too large'),
  useCase: text(BETA_MSG.useCaseRequired, 'Use case', 2000),
  reasonForTesting: text(BETA_MSG.reasonRequired, 'Reason', 2000),
});
export type BetaApplicationBody = z.input<typeof betaApplicationBody>;

/** POST /api/beta-testers/apply: the form plus a honeypot field people never see or fill. */
export const applyBetaBody = betaApplicationBody.extend({
  website: z.string().max(500).optional(),
});
export type ApplyBetaBody = z.input<typeof applyBetaBody>;

/** The same answer whatever happened: the caller learns nothing about other applications. */
export const applyBetaAnswer = z.object({
  received: z.literal(true),
  supportEmail: z.string().nullable(),
});
export type ApplyBetaAnswer = z.infer<typeof applyBetaAnswer>;

export const betaTester = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  propertiesCount: z.number().int(),
  useCase: z.string(),
  reasonForTesting: z.string(),
  status: z.enum(BETA_STATUSES),
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  notes: z.string().nullable(),
  invited: z.boolean(),
  /** the sign-up link was used: the tester has a workspace */
  signedUp: z.boolean(),
});
export type BetaTester = z.infer<typeof betaTester>;

export const reviewBetaBody = z.object({
  status: z.enum(['approved', 'rejected'], { error: BETA_MSG.decisionRequired }),
  notes: z
    .string()
    .trim()
    .max(2000, BETA_MSG.tooLong('Notes', 2000))
    .optional()
    .transform((v) => v || null),
});
export type ReviewBetaBody = z.input<typeof reviewBetaBody>;

export const betaIdParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** The sign-up page's address for a beta link (relative; the mail makes it absolute). */
export const betaSignUpPath = (token: string) =>
  `/sign-in?mode=sign-up&beta=${encodeURIComponent(token)}`;
