// Invitation links: a random 32-byte token in the link, only its sha256 in the database.
import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS, type InvitationState } from '../../contracts/team.js';

export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

export function newInvitationToken(now = new Date()): {
  token: string;
  tokenHash: string;
  expiresAt: Date;
} {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);
  return { token, tokenHash: hashInvitationToken(token), expiresAt };
}

/** What a stored invitation's link does now. */
export function invitationState(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | undefined,
  now = new Date(),
): InvitationState {
  if (!row) return 'unknown';
  if (row.acceptedAt) return 'used';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}
