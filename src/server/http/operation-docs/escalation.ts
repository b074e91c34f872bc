// Escalation policies and quiet hours (issue 29, decision 034).
import type { OperationDocs } from './types.js';

const rules =
  'A policy has a `name` (unique in the workspace without regard to case: 409 `conflict`), ' +
  '`isDefault` (one default per workspace: making one the default takes it from the other), ' +
  '`repeatLast` (0 to 10: how often the last step is sent again) and 1 to 20 `steps`, each ' +
  '`{memberIds, channelIds, waitMinutes, overridesQuietHours}`: notify these members (e-mail, and ' +
  'push on the browsers they opted in) and these channels, then wait 1 to 1440 minutes before ' +
  'the next step. Refused with 400 `validation` and nothing changed: no step, a wait under 1 ' +
  'minute or over 24 hours, a step that notifies nobody, a member or channel of another workspace.';

export const escalationDocs = {
  'GET /api/escalation-policies': {
    summary: 'List escalation policies',
    description:
      "The workspace's escalation policies by name, each with the properties (`propertyIds`) and " +
      'groups (`groupIds`) that use it instead of the default. Every member may read them.',
  },
  'GET /api/escalation-policies/choices': {
    summary: 'Members and channels a step can notify',
    description:
      "The workspace's members (`id`, `name`) and notification channels (`id`, `name`, `type`), " +
      'for reading and editing policies.',
  },
  'GET /api/escalation-policies/:id': {
    summary: 'An escalation policy',
    description: 'One policy of the workspace, as the list shows it; 404 for any other id.',
  },
  'POST /api/escalation-policies': {
    summary: 'Create an escalation policy',
    description:
      `${rules} When a property's outage opens an incident, the worker sends the policy's first ` +
      'step, then each next step after the wait, and stops as soon as the incident is acknowledged ' +
      'or resolved. Each step (and repeat) is sent once per incident and listed on its timeline. ' +
      'A workspace without any policy alerts exactly as before.',
    example: {
      name: 'Night shift',
      isDefault: true,
      repeatLast: 2,
      steps: [{ memberIds: [], channelIds: [3], waitMinutes: 10, overridesQuietHours: true }],
    },
  },
  'PUT /api/escalation-policies/:id': {
    summary: 'Update an escalation policy',
    description: `Replaces the whole policy; incidents escalating under it go on with the new steps. ${rules}`,
    example: {
      name: 'Night shift',
      isDefault: false,
      repeatLast: 0,
      steps: [{ memberIds: [], channelIds: [3], waitMinutes: 30, overridesQuietHours: false }],
    },
  },
  'DELETE /api/escalation-policies/:id': {
    summary: 'Delete an escalation policy',
    description:
      'Deletes the policy. Its properties and groups use the default again; incidents escalating ' +
      'under it stop escalating.',
  },
  'PUT /api/properties/:id/escalation-policy': {
    summary: "Set a property's escalation policy",
    description:
      "The property uses the policy `policyId` instead of its group's or the default; `null` " +
      'goes back to them (the property page shows which one applies now). A policy of another ' +
      'workspace: 400. `GET /api/escalation-policies` lists each policy with the properties ' +
      '(`propertyIds`) and groups (`groupIds`) that use it.',
    example: { policyId: 2 },
  },
  'PUT /api/groups/:id/escalation-policy': {
    summary: "Set a group's escalation policy",
    description:
      "The group's properties use the policy `policyId` (unless a property has its own) instead " +
      'of the default; `null` goes back to the default.',
    example: { policyId: 2 },
  },
  'GET /api/settings/quiet-hours': {
    summary: 'Your quiet hours',
    description:
      "The caller's quiet hours (`starts`, `ends` as HH:MM on the clock of `timeZone`), or null.",
  },
  'PUT /api/settings/quiet-hours': {
    summary: 'Set your quiet hours',
    description:
      'Sets (or with `null` turns off) your quiet hours: an escalation step that does not override ' +
      'quiet hours holds its mail to you until they end. They wrap past midnight when `ends` is ' +
      'earlier than `starts`. An unknown time zone or equal times: 400.',
    example: { quietHours: { starts: '22:00', ends: '07:00', timeZone: 'Europe/Berlin' } },
  },
} satisfies OperationDocs;
