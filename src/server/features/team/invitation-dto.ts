// Reading invitations for the Team page: who was invited, by whom, until when (never the token).
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PendingInvitation } from '../../../contracts/team.js';
import type { Db } from '../../db/client.js';
import { invitations, users } from '../../db/schema/index.js';
import { personName } from '../../accounts/team-tx.js';
import type { Tx } from '../../db/client.js';

const columns = {
  id: invitations.id,
  email: invitations.email,
  role: invitations.role,
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  firstName: users.firstName,
  lastName: users.lastName,
  inviterEmail: users.email,
  inviterId: users.id,
};

type Row = {
  id: string;
  email: string;
  role: PendingInvitation['role'];
  createdAt: Date;
  expiresAt: Date;
  firstName: string | null;
  lastName: string | null;
  inviterEmail: string | null;
  inviterId: string | null;
};

function toDto(r: Row, now: Date): PendingInvitation {
  return {
    id: r.id,
    email: r.email,
    role: r.role,
    invitedBy: r.inviterId
      ? personName({ firstName: r.firstName, lastName: r.lastName, email: r.inviterEmail })
      : null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    isExpired: r.expiresAt.getTime() <= now.getTime(),
  };
}

/** Pending: neither accepted nor revoked (expired ones too, so they can be resent). */
const pendingIn = (workspaceId: string) =>
  and(
    eq(invitations.workspaceId, workspaceId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
  );

export async function listPendingInvitations(
  db: Db,
  workspaceId: string,
): Promise<PendingInvitation[]> {
  const now = new Date();
  const rows = await db
    .select(columns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(pendingIn(workspaceId))
    .orderBy(desc(invitations.createdAt));
  return rows.map((r) => toDto(r, now));
}

export async function pendingInvitationById(
  tx: Tx,
  workspaceId: string,
  id: string,
): Promise<PendingInvitation | undefined> {
  const [row] = await tx
    .select(columns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(pendingIn(workspaceId), eq(invitations.id, id)));
  return row ? toDto(row, new Date()) : undefined;
}

/** The pending invitation to an address in a workspace, if any (under the workspace lock). */
export async function pendingInvitationTo(tx: Tx, workspaceId: string, email: string) {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(pendingIn(workspaceId), sql`lower(${invitations.email}) = ${email.toLowerCase()}`));
  return row;
}

export { pendingIn };
