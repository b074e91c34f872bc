// POST /api/groups/assign (issue 29): put properties in a group, or in none. Named by id, or
// (issue 32) as `selection`: every property the properties page's search and filters show. In a
// workspace too large to list whole the page holds only the cards it has loaded, so "all of
// these" cannot be sent as ids; the server selects them as GET /api/properties/page does.
// Apart from groups.ts: the selection's fields are the property list's, and properties.ts
// already imports groups.ts; and groups.ts is in the landing page's first chunk, this is not.
import { z } from 'zod';
import { GROUP_MSG, MAX_BULK_ASSIGN } from './groups.js';
import { propertySelection } from './properties.js';

export const ASSIGN_MSG = {
  nothingSelected: 'No property matches the search and filters',
  idsOrSelection: 'Send propertyIds or selection, not both',
} as const;

const id = z.number().int().positive().max(2_147_483_647);

/** The page's search, status filter and group filter, as GET /api/properties/page reads them. */
export const assignSelection = z.object({
  search: propertySelection.search,
  status: propertySelection.status,
  groupId: propertySelection.groupId,
});

export const assignGroupBody = z
  .object({
    groupId: id.nullable(),
    propertyIds: z
      .array(id, { error: GROUP_MSG.propertiesRequired })
      .min(1, GROUP_MSG.propertiesRequired)
      .max(MAX_BULK_ASSIGN, GROUP_MSG.tooManyProperties)
      .optional(),
    selection: assignSelection.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.propertyIds === undefined && body.selection === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['propertyIds'],
        message: GROUP_MSG.propertiesRequired,
      });
    if (body.propertyIds !== undefined && body.selection !== undefined)
      ctx.addIssue({ code: 'custom', path: ['selection'], message: ASSIGN_MSG.idsOrSelection });
  });
export type AssignGroupBody = z.input<typeof assignGroupBody>;
export type AssignGroupRequest = z.output<typeof assignGroupBody>;
export const assignGroupResult = z.object({ updated: z.number() });
