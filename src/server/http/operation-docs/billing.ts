// The workspace's subscription (Stripe), promo codes at checkout, Contact Sales, Stripe's own
// webhook, and a person's affiliate application and stats.
import type { OperationDocs } from './types.js';

const needsStripe = '503 when billing (Stripe) is not configured on this server.';

export const billingDocs = {
  'GET /api/billing': {
    summary: "The workspace's plan and subscription",
    description:
      'The current plan, its price and property limit, the trial or subscription state, the next ' +
      'renewal, and the plans to choose from. Every member may read it.',
  },
  'POST /api/create-subscription': {
    summary: 'Start a subscription',
    description:
      'Starts a paid subscription to a plan, with an optional promo code, and answers what the ' +
      'browser needs to confirm payment with Stripe. 409 when the workspace already subscribes ' +
      `(change the plan instead) or has more properties than the plan allows. ${needsStripe}`,
    example: { plan: 'basic', promoCode: 'LAUNCH20' },
  },
  'POST /api/billing/change-plan': {
    summary: 'Change plan',
    description:
      'Moves the subscription to another plan and answers the billing overview. 409 without a ' +
      'subscription, for the current plan, or when the workspace has more properties than the ' +
      `new plan allows. ${needsStripe}`,
    example: { plan: 'pro' },
  },
  'POST /api/billing/cancel': {
    summary: 'Cancel at the end of the period',
    description:
      'Sets the subscription to end when the paid period ends (monitoring goes on until then) and ' +
      `answers the billing overview. 409 without a subscription. Takes no body. ${needsStripe}`,
  },
  'POST /api/billing/resume': {
    summary: 'Keep a cancelled subscription',
    description:
      'Withdraws a cancellation made with `POST /api/billing/cancel` before the period ends and ' +
      `answers the billing overview. Takes no body. ${needsStripe}`,
  },
  'POST /api/billing/sync': {
    summary: 'Refresh the subscription from Stripe',
    description:
      "Reads the workspace's subscription from Stripe now (after checkout, without waiting for " +
      `Stripe's webhook) and answers the billing overview. Takes no body. ${needsStripe}`,
  },
  'POST /api/billing/portal': {
    summary: "Open Stripe's customer portal",
    description:
      'Answers the URL of a Stripe customer portal session where the payment method and invoice ' +
      `details are managed. 409 without a Stripe customer. Takes no body. ${needsStripe}`,
  },
  'GET /api/billing/invoices': {
    summary: "The workspace's invoices",
    description: `Past invoices with their number, amounts due and paid, status, and a link to each at Stripe. ${needsStripe}`,
  },
  'POST /api/billing/contact-sales': {
    summary: 'Contact Sales',
    description:
      "The Enterprise plan's Contact Sales form: the message goes by e-mail to the sales team " +
      '(or the site operators) and the answer is 202; they reply to the address given.',
    example: {
      name: 'Sam Lee',
      email: 'sam@example.com',
      company: 'Acme Properties',
      propertyCount: 2500,
      message: 'We manage 2,500 sites across three regions.',
    },
  },
  'POST /api/stripe/webhook': {
    summary: "Stripe's events",
    description:
      "Stripe calls this with subscription and invoice events, signed with the endpoint's " +
      'secret (`Stripe-Signature`); each event is handled once. Not for other callers: an ' +
      'unsigned or wrongly signed request is refused (400).',
  },
  'POST /api/promo-codes/validate': {
    summary: 'Check a promo code',
    description:
      'Says whether a promo code can be used now and what discount it gives, before starting a ' +
      'subscription with it.',
    example: { code: 'LAUNCH20' },
  },
  'POST /api/affiliates/apply': {
    summary: 'Apply to the affiliate programme',
    description:
      'Applies to earn commission on customers you refer, with the PayPal address payouts go to; ' +
      'the site operators review it. 409 when you already applied.',
    example: { paypalEmail: 'sam@example.com' },
  },
  'GET /api/affiliates/my-stats': {
    summary: 'Your affiliate link and earnings',
    description:
      'Your application status, tracking link, clicks, sign-ups, commission earned and payouts; ' +
      '404 when you have not applied.',
  },
} satisfies OperationDocs;
