// The two trial mails (3 days before the end, and on the last day), to the workspace's admins.
import { formatCents } from '../../../contracts/billing.js';
import { propertyLimitOf } from '../../../contracts/entitlements.js';
import { PLANS, type PlanId } from '../../../contracts/plans.js';
import type { Config } from '../../config.js';
import { appBaseUrl } from '../../notify/links.js';
import { escapeHtml } from '../../notify/format.js';
import { formatTime } from '../../lib/zoned-time.js';

export type TrialMailKind = 'reminder' | 'last_day';

export function trialMail(
  config: Config,
  kind: TrialMailKind,
  opts: { workspaceName: string; plan: PlanId; trialEndsAt: Date; timeZone: string },
) {
  const link = `${appBaseUrl(config)}/billing`;
  const when = formatTime(opts.trialEndsAt, opts.timeZone);
  const subject =
    kind === 'reminder'
      ? 'Your Property Monitor trial ends in 3 days'
      : 'Your Property Monitor trial ends today';
  // The trial's own plan: Starter for a sign-up, Pro for a beta tester (decision 013).
  const trial = PLANS[opts.plan];
  const lines = [
    `The free trial of ${opts.workspaceName} ends on ${when}.`,
    'Choose a plan to keep your properties monitored: when the trial ends without one, checks pause (your properties and history are kept) until you subscribe.',
    `Plans start at ${formatCents(PLANS.solo.priceCents)} a month; ${trial.name}, the plan of your trial, is ${formatCents(trial.priceCents)} a month for up to ${propertyLimitOf(opts.plan)} properties.`,
  ];
  return {
    subject,
    text: `${lines.join('\n\n')}\n\nChoose a plan: ${link}\n`,
    html: `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}\n<p><a href="${escapeHtml(link)}">Choose a plan</a></p>`,
  };
}
