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
      'while its failures are set aside and no customer alert goes out (decision 027); for each ' +
      'agent location its state in words (connected, not seen, paused, revoked), when it was ' +
      'last seen, its version, and its last five minutes: checks per minute, lag p99 and the ' +
      'share of failed checks (decision 029).',
  },
  'POST /api/monitoring-locations': {
    summary: 'Add an agent location',
    description:
      'Adds a location checks are sent from by an agent (`npm run agent` elsewhere), with a ' +
      'name and a region label. Answers the location and its agent token: the token is shown ' +
      'this once, only its hash is kept. 409 when the name is taken.',
    example: { name: 'Frankfurt', region: 'eu-central' },
  },
  'POST /api/monitoring-locations/:id/pause': {
    summary: 'Pause an agent location',
    description:
      'Its agent stays connected but is given no checks until resumed. 409 for the primary or ' +
      'a revoked location. Takes no body.',
  },
  'POST /api/monitoring-locations/:id/resume': {
    summary: 'Resume an agent location',
    description: 'Its agent is given checks again. 409 for the primary or a revoked location.',
  },
  'POST /api/monitoring-locations/:id/revoke': {
    summary: 'Revoke an agent location',
    description:
      'Its token is refused from the next call on (a running agent is cut off at once) and its ' +
      'schedule is dropped. Final: add a new location for a new token. 409 for the primary.',
  },
  'GET /api/agent/work': {
    summary: "An agent's due checks (long-poll)",
    description:
      'Held until a check of the calling location is due or `waitMs` passes, then answers the ' +
      'due checks and, with `aheadMs`, those due within that much later (one answer per window, ' +
      'each with `dueInMs`: run it then); a confirmation ask is answered at once. Each check: an ' +
      'opaque id, the target address, method, port and timeout, never a name, street address or ' +
      "workspace; and the server's time. A paused location gets none.",
  },
  'POST /api/agent/results': {
    summary: "An agent's results",
    description:
      'A batch of results as columns, entry i of each being result i: id, outcome, response ' +
      "time, when checked (ms since the epoch, in the server's time) and whether it was held " +
      'while cut off; and how many were dropped while cut off. Columns of different lengths are ' +
      "refused (400). Stored as each check's latest result at this location; a property's own " +
      'status changes only through confirmation from 2 locations.',
    example: {
      results: {
        id: ['1', '2'],
        outcome: ['up', 'timeout'],
        rttMs: [0.4, null],
        checkedAt: [1795800000000, 1795800000250],
        late: [false, false],
      },
      dropped: 0,
    },
  },
} satisfies OperationDocs;
