// Escalation policies and members' quiet hours (issue 29, decision 034): a policy is ordered
// steps ("notify these members and channels, then wait N minutes"), the last one repeated up to
// K times, stopped by an acknowledgement or the end of the incident.
import { z } from 'zod';

export const ESCALATION_MSG = {
  nameRequired: 'Policy name is required',
  nameTooLong: 'Policy name must be at most 100 characters',
  nameTaken: 'A policy with this name already exists',
  noStep: 'A policy needs at least one step',
  tooManySteps: 'A policy has at most 20 steps',
  waitTooShort: 'A step waits at least 1 minute',
  waitTooLong: 'A step waits at most 24 hours (1440 minutes)',
  waitWhole: 'A step waits a whole number of minutes',
  emptyStep: 'Each step notifies at least one member or channel',
  repeatRange: 'The last step repeats 0 to 10 times',
  unknownMember: 'One of the chosen members is not a member of this workspace',
  unknownChannel: 'One of the chosen channels does not exist in this workspace',
  notFound: 'Escalation policy not found',
  policyRequired: 'Choose a policy, or none to use the default',
  timeRequired: 'Enter a time as HH:MM (24-hour)',
  sameTimes: 'Quiet hours must start and end at different times',
  badTimeZone: 'Unknown time zone: use an IANA name such as Europe/Berlin',
} as const;

export const MAX_POLICY_NAME = 100;
export const MAX_STEPS = 20;
export const MAX_REPEAT = 10;
export const MAX_WAIT_MINUTES = 1440;

const channelId = z.number().int().positive().max(2_147_483_647);

export const escalationStep = z.object({
  memberIds: z
    .array(z.uuid({ error: ESCALATION_MSG.unknownMember }))
    .max(50)
    .default([]),
  channelIds: z.array(channelId).max(50).default([]),
  waitMinutes: z
    .number({ error: ESCALATION_MSG.waitWhole })
    .int(ESCALATION_MSG.waitWhole)
    .min(1, ESCALATION_MSG.waitTooShort)
    .max(MAX_WAIT_MINUTES, ESCALATION_MSG.waitTooLong),
  /** urgent: sent at once even to members inside their quiet hours */
  overridesQuietHours: z.boolean().default(false),
});
export type EscalationStep = z.output<typeof escalationStep>;

/** POST /api/escalation-policies and PUT /api/escalation-policies/{id}: the whole policy. */
export const escalationPolicyBody = z
  .object({
    name: z
      .string({ error: ESCALATION_MSG.nameRequired })
      .trim()
      .min(1, ESCALATION_MSG.nameRequired)
      .max(MAX_POLICY_NAME, ESCALATION_MSG.nameTooLong),
    isDefault: z.boolean().default(false),
    repeatLast: z
      .number({ error: ESCALATION_MSG.repeatRange })
      .int(ESCALATION_MSG.repeatRange)
      .min(0, ESCALATION_MSG.repeatRange)
      .max(MAX_REPEAT, ESCALATION_MSG.repeatRange)
      .default(0),
    steps: z
      .array(
        escalationStep.refine((s) => s.memberIds.length + s.channelIds.length > 0, {
          message: ESCALATION_MSG.emptyStep,
        }),
        { error: ESCALATION_MSG.noStep },
      )
      .min(1, ESCALATION_MSG.noStep)
      .max(MAX_STEPS, ESCALATION_MSG.tooManySteps),
  })
  .meta({
    examples: [
      {
        name: 'Night shift',
        isDefault: true,
        repeatLast: 2,
        steps: [
          {
            memberIds: ['3f1c2a9e-5b7d-4e21-9c0a-1d2e3f4a5b6c'],
            channelIds: [],
            waitMinutes: 10,
            overridesQuietHours: false,
          },
          { memberIds: [], channelIds: [3], waitMinutes: 30, overridesQuietHours: true },
        ],
      },
    ],
  });
export type EscalationPolicyBody = z.input<typeof escalationPolicyBody>;

export const escalationPolicy = z.object({
  id: z.number(),
  name: z.string(),
  isDefault: z.boolean(),
  repeatLast: z.number(),
  steps: z.array(
    z.object({
      memberIds: z.array(z.string()),
      channelIds: z.array(z.number()),
      waitMinutes: z.number(),
      overridesQuietHours: z.boolean(),
    }),
  ),
  /** the properties and groups that use this policy instead of the default */
  propertyIds: z.array(z.number()),
  groupIds: z.array(z.number()),
  updatedAt: z.string(),
});
export type EscalationPolicy = z.infer<typeof escalationPolicy>;

/** PUT /api/properties/{id}/escalation-policy and PUT /api/groups/{id}/escalation-policy. */
export const usePolicyBody = z.object({
  policyId: z.number({ error: ESCALATION_MSG.policyRequired }).int().positive().nullable(),
});
export const usePolicyResult = z.object({ policyId: z.number().nullable() });

const clock = z
  .string({ error: ESCALATION_MSG.timeRequired })
  .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, ESCALATION_MSG.timeRequired);

/** PUT /api/settings/quiet-hours: the caller's own quiet hours; null turns them off. */
export const quietHoursBody = z
  .object({
    quietHours: z
      .object({ starts: clock, ends: clock, timeZone: z.string().trim().min(1).max(64) })
      .refine((q) => q.starts !== q.ends, { message: ESCALATION_MSG.sameTimes, path: ['ends'] })
      .nullable(),
  })
  .meta({
    examples: [{ quietHours: { starts: '22:00', ends: '07:00', timeZone: 'Europe/Berlin' } }],
  });
export type QuietHoursBody = z.input<typeof quietHoursBody>;
export const quietHours = z.object({
  quietHours: z.object({ starts: z.string(), ends: z.string(), timeZone: z.string() }).nullable(),
});
export type QuietHours = z.infer<typeof quietHours>;

/** GET /api/escalation-policies/choices: who and what a step can notify. */
export const escalationChoices = z.object({
  members: z.array(z.object({ id: z.string(), name: z.string() })),
  channels: z.array(z.object({ id: z.number(), name: z.string(), type: z.string() })),
});
export type EscalationChoices = z.infer<typeof escalationChoices>;
