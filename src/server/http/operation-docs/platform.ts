// The site operator's calls (platform roles, never a workspace role or an API key): promo codes,
// the business dashboard, the beta programme and the affiliate programme's review and payouts.
import type { OperationDocs } from './types.js';

/** One company's beta application, as the public form and the owner's invitation both send it. */
const betaApplication = (reasonForTesting: string) => ({
  companyName: 'Acme Properties',
  contactName: 'Sam Lee',
  email: 'sam@example.com',
  propertiesCount: 40,
  useCase: 'Monitoring the routers of our rental flats',
  reasonForTesting,
});

export const platformDocs = {
  'GET /api/promo-codes': {
    summary: 'Every promo code',
    description:
      'All promo codes with their discount, validity, usage and whether they are active.',
  },
  'POST /api/promo-codes': {
    summary: 'Create a promo code',
    description:
      'Creates a code customers can enter at checkout: a percentage (1-100) or a fixed amount in ' +
      'cents off, optionally limited in uses and time. Also created at Stripe when billing is ' +
      'configured. 409 when the code exists.',
    example: {
      code: 'LAUNCH20',
      description: 'Launch offer',
      discountType: 'percentage',
      discountValue: 20,
      maxUsage: 100,
      validUntil: '2027-01-01T00:00:00Z',
    },
  },
  'PUT /api/promo-codes/:id': {
    summary: 'Change a promo code',
    description:
      "Changes a code's discount, description, use limit or end date (the code itself stays).",
    example: { discountType: 'percentage', discountValue: 25, maxUsage: 200, validUntil: null },
  },
  'POST /api/promo-codes/:id/deactivate': {
    summary: 'Deactivate a promo code',
    description:
      'Stops a code from being used; subscriptions that used it keep their discount. Takes no body.',
  },
  'GET /api/business/metrics': {
    summary: 'Business metrics',
    description:
      'Revenue, subscriptions by plan, trials, sign-ups and churn across every workspace, for the ' +
      'Business Dashboard.',
  },
  'GET /api/business/export-emails': {
    summary: "Download customers' e-mail addresses",
    description:
      "A CSV file of every person's e-mail, when they registered, whether a workspace of theirs " +
      'pays, and its plan.',
  },
  'POST /api/beta-testers/apply': {
    summary: 'Apply to the beta programme',
    description:
      'The public beta form: a company applies to test new features early and answers 202; the ' +
      'site operators review it. No sign-in needed.',
    example: betaApplication('We want alerts before tenants call us'),
  },
  'GET /api/beta-testers': {
    summary: 'Beta applications',
    description: 'Every beta application and invitation with its status and review notes.',
  },
  'PUT /api/beta-testers/:id/status': {
    summary: 'Approve or reject a beta application',
    description:
      'Approves (the applicant gets an e-mail with a sign-up link) or rejects a pending ' +
      'application, with optional notes. 409 when it is no longer pending.',
    example: { status: 'approved', notes: 'Good fit: many small sites' },
  },
  'POST /api/beta-testers/invite': {
    summary: 'Invite a beta tester',
    description:
      'Adds a company to the beta programme directly, approved, and e-mails them a sign-up link ' +
      '(an earlier application from the address is approved). 409 when it already signed up.',
    example: betaApplication('Invited after a sales call'),
  },
  'DELETE /api/beta-testers/:id': {
    summary: 'Delete a beta application',
    description: 'Deletes an application and its sign-up link.',
  },
  'GET /api/affiliates': {
    summary: 'Every affiliate',
    description:
      'All affiliate applications with their status, commission rate, referrals and earnings.',
  },
  'PUT /api/affiliates/:id/status': {
    summary: 'Review an affiliate',
    description:
      'Approves, rejects or suspends an affiliate, with notes and optionally their commission rate ' +
      '(a fraction: 0.2 is 20 %).',
    example: { status: 'approved', commissionRate: 0.2 },
  },
  'GET /api/affiliates/payouts': {
    summary: 'Affiliate payouts',
    description: 'Every payout with its affiliate, amount, period and whether it was paid.',
  },
  'POST /api/affiliates/payouts': {
    summary: 'Create the payouts due',
    description:
      'Creates a payout for every approved affiliate whose earned commission is due, and answers ' +
      'them. 409 when none is due. Takes no body.',
  },
  'GET /api/affiliates/payouts/csv': {
    summary: 'Download unpaid payouts',
    description: 'A CSV file of the unpaid payouts with PayPal addresses, for paying them in bulk.',
  },
  'POST /api/affiliates/payouts/:id/paid': {
    summary: 'Mark a payout as paid',
    description: 'Records that a payout was paid. 409 when it already was. Takes no body.',
  },
  'GET /api/monitoring-locations': {
    summary: 'Monitoring locations and their health',
    description:
      'Each place checks are sent from (today the Primary worker) with its state: normal, or ' +
      'degraded with when and why (its canaries failed, or too many targets failed at once), ' +
      'while its failures are set aside and no customer alert goes out (decision 027).',
  },
} satisfies OperationDocs;
