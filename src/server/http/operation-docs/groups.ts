// Property groups and upstream dependencies (issue 29, decision 033).
import type { OperationDocs } from './types.js';

const rules =
  'A group has a `name` (unique in the workspace, without regard to case: 409 `conflict` when ' +
  'taken), an optional `upstreamPropertyId` (the property its members depend on, such as the ' +
  "provider's gateway or the campus core router) and an optional `parentGroupId` (a group whose " +
  'upstream its members depend on too: the groups form a tree). Refused with 400 `validation` and ' +
  'nothing changed: a parent that would make a dependency cycle, an upstream that is a member of ' +
  'this group or of a group below it, an upstream or parent of another workspace.';

export const groupDocs = {
  'GET /api/groups': {
    summary: 'List property groups',
    description:
      "The workspace's groups by name, each with its upstream, its parent group and how many " +
      'properties it holds (`memberCount`).',
  },
  'GET /api/groups/:id': {
    summary: 'A property group',
    description: 'One group of the workspace, as the list shows it; 404 for any other id.',
  },
  'POST /api/groups': {
    summary: 'Create a property group',
    description:
      `${rules} While an upstream is offline, members that fail are shown with ` +
      '`unreachableCause: "upstream_offline"` (their `status` stays the true one), send no alert of ' +
      "their own, and are listed in the upstream's offline alert; a member still down when the " +
      'upstream is back alerts at once.',
    example: { name: 'Oak Campus', upstreamPropertyId: 12, parentGroupId: null },
  },
  'PUT /api/groups/:id': {
    summary: 'Update a property group',
    description: `Replaces the group's name, upstream and parent (null or left out: none). ${rules}`,
    example: { name: 'Oak Campus', upstreamPropertyId: 12, parentGroupId: 3 },
  },
  'DELETE /api/groups/:id': {
    summary: 'Delete a property group',
    description:
      'Deletes the group. Its members stay, in no group; groups below it lose their parent and ' +
      'keep their own upstream.',
  },
  'POST /api/groups/assign': {
    summary: 'Put properties in a group',
    description:
      'Puts up to 5000 properties in the group `groupId`, or in none with `groupId: null` (a ' +
      'property is in one group at most). Refused with 400 and nothing changed: a property or ' +
      "group of another workspace, a group's upstream put in that group or one below it. One " +
      "property's group can also be set with `groupId` in PUT /api/properties/{id}. Instead of " +
      '`propertyIds`, `selection` (`search`, `status`, `groupId`, as GET /api/properties/page ' +
      'reads them) assigns every property that selection shows, up to 5000; a property deleted ' +
      'meanwhile is left out.',
    example: { groupId: 4, propertyIds: [12, 13, 14] },
  },
} satisfies OperationDocs;
