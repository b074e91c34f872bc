// Team API (spec commercial §7 and issue 8): members, their roles, removal and invitations.
// Reading the member list is for every member; every change needs `manageTeam`. A role change
// or a removal checks it inside its transaction, under the workspace lock (team-tx.ts), with
// the caller's role as it is at that moment, before anything else (issue 30: authorization
// first, so a member without the right gets 403, never a rule about the team such as 409).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  invitationIdParams,
  inviteBody,
  memberIdParams,
  pendingInvitation,
  teamMember,
  updateRoleBody,
} from '../../../contracts/team.js';
import { actorOf, requirePermission, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { newWorkspacePlan } from '../../accounts/new-workspace-plan.js';
import { listPendingInvitations } from './invitation-dto.js';
import { inviteMember } from './invite-member.js';
import { listMembers } from './list-members.js';
import { removeMember } from './remove-member.js';
import { resendInvitation } from './resend-invitation.js';
import { revokeInvitation } from './revoke-invitation.js';
import { updateMemberRole } from './update-member-role.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';

export async function teamRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const manage = { onRequest: requirePermission('manageTeam') };

  r.get(
    '/api/team/members',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: z.array(teamMember), ...errors(...GUARDED) } },
    },
    async (req) => listMembers(db, actorOf(req)),
  );
  r.post(
    '/api/team/invite',
    {
      ...manage,
      schema: {
        body: inviteBody,
        response: { 201: pendingInvitation, ...errors(400, ...GUARDED, 409, 429) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await inviteMember(db, ctx.config, actorOf(req), req.body)),
  );
  r.put(
    '/api/team/members/:userId/role',
    {
      onRequest: requireSignedIn,
      schema: {
        params: memberIdParams,
        body: updateRoleBody,
        response: { 200: teamMember, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => updateMemberRole(db, actorOf(req), req.params.userId, req.body.role),
  );
  r.delete(
    '/api/team/members/:userId',
    {
      onRequest: requireSignedIn,
      schema: {
        params: memberIdParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req, reply) => {
      await removeMember(db, actorOf(req), req.params.userId, newWorkspacePlan(ctx.config));
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/team/invitations',
    { ...manage, schema: { response: { 200: z.array(pendingInvitation), ...errors(...GUARDED) } } },
    async (req) => listPendingInvitations(db, actorOf(req).workspaceId),
  );
  r.post(
    '/api/team/invitations/:id/resend',
    {
      ...manage,
      schema: {
        params: invitationIdParams,
        response: { 200: pendingInvitation, ...errors(400, ...GUARDED, 404, 409, 429) },
      },
    },
    async (req) => resendInvitation(db, ctx.config, actorOf(req), req.params.id),
  );
  r.delete(
    '/api/team/invitations/:id',
    {
      ...manage,
      schema: {
        params: invitationIdParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await revokeInvitation(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
