// Groups and upstream dependencies (issue 29, decision 033): a group of properties (a site, a
// campus, a provider circuit) with an optional upstream property its members depend on, and an
// optional parent group whose upstream they depend on too (a tree).
import { z } from 'zod';

export const GROUP_MSG = {
  nameRequired: 'Group name is required',
  nameTooLong: 'Group name must be at most 100 characters',
  nameTaken: 'A group with this name already exists',
  notFound: 'Group not found',
  upstreamNotFound: 'The upstream property does not exist in this workspace',
  parentNotFound: 'The parent group does not exist in this workspace',
  cycle: 'A group cannot depend on itself: this parent group would make a dependency cycle',
  upstreamIsMember: "A group's upstream cannot be a member of that group or of a group below it",
  propertiesRequired: 'Choose at least one property',
  tooManyProperties: 'At most 5000 properties at a time',
  unknownProperty: 'One of the chosen properties does not exist in this workspace',
} as const;

/** What a member shows while its upstream (or one higher up) is confirmed offline. */
export const UPSTREAM_OFFLINE_LABEL = 'Unreachable: upstream offline';
export const UNREACHABLE_CAUSES = ['upstream_offline'] as const;
export type UnreachableCause = (typeof UNREACHABLE_CAUSES)[number];

export const MAX_GROUP_NAME = 100;
export const MAX_BULK_ASSIGN = 5000;

const id = z.number().int().positive().max(2_147_483_647);

export const groupName = z
  .string({ error: GROUP_MSG.nameRequired })
  .trim()
  .min(1, GROUP_MSG.nameRequired)
  .max(MAX_GROUP_NAME, GROUP_MSG.nameTooLong);

/** POST /api/groups and PUT /api/groups/{id}: the whole group (null or left out: none). */
export const groupBody = z
  .object({
    name: groupName,
    upstreamPropertyId: id.nullish(),
    parentGroupId: id.nullish(),
  })
  .meta({ examples: [{ name: 'Oak Campus', upstreamPropertyId: 12, parentGroupId: null }] });
export type GroupBody = z.input<typeof groupBody>;

export const group = z.object({
  id: z.number(),
  name: z.string(),
  upstreamPropertyId: z.number().nullable(),
  parentGroupId: z.number().nullable(),
  /** how many properties are in this group (not counting groups below it) */
  memberCount: z.number(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof group>;

/** GET /api/properties?groupId=…: only that group's members. */
export const propertyListQuery = z.object({
  groupId: z.coerce
    .number({ error: 'groupId must be a group id' })
    .int('groupId must be a group id')
    .positive('groupId must be a group id')
    .max(2_147_483_647, 'groupId must be a group id')
    .optional(),
});
