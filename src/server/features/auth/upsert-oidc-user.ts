// Finds the user of an OIDC identity by issuer+subject, refreshing profile fields from the claims,
// or creates one (with their own workspace) on first sign-in. Linking an identity to an existing
// account by e-mail needs both sides to vouch for the address: the provider (email_verified) and
// the account (its address was verified here). Otherwise anyone who signed up with a password
// as victim@company would inherit the victim's first single sign-on (account pre-takeover).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import { MSG } from '../../../contracts/messages.js';
import type { OidcLinkError } from '../../../contracts/verification.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { attributeReferral } from '../../accounts/attribute-referral.js';
import { createAccount } from '../../accounts/create-account.js';
import { newWorkspacePlan } from '../../accounts/new-workspace-plan.js';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v.slice(0, 300) : null);

/** The sign-in was not linked to an existing account; `reason` says why (shown to the person). */
export class OidcLinkRefused extends Error {
  constructor(readonly reason: OidcLinkError) {
    super(`OpenID sign-in not linked: ${reason}`);
    this.name = 'OidcLinkRefused';
  }
}

export async function upsertOidcUser(
  ctx: AppContext,
  claims: IDToken,
  /** the affiliate tracking cookie's click, for a new workspace's attribution */
  clickToken?: string,
): Promise<string> {
  const db = ctx.database.db;
  const providerVerified = claims.email_verified === true;
  const profile = {
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    profileImageUrl: str(claims.picture),
  };
  const email = str(claims.email)?.toLowerCase() ?? null;
  const [existing] = await db
    .select({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(and(eq(users.oidcIssuer, claims.iss), eq(users.oidcSubject, claims.sub)));
  if (existing) {
    await db
      .update(users)
      .set({ ...profile, ...(await emailRefresh(db, existing, email, providerVerified)) })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  if (email) {
    const [sameEmail] = await db
      .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    if (sameEmail) {
      if (!providerVerified) throw new OidcLinkRefused('unverified_claim');
      if (!sameEmail.emailVerifiedAt) throw new OidcLinkRefused('unverified_account');
      await db
        .update(users)
        .set({ ...profile, oidcIssuer: claims.iss, oidcSubject: claims.sub, updatedAt: new Date() })
        .where(eq(users.id, sameEmail.id));
      return sameEmail.id;
    }
  }
  if (!ctx.config.allowSignup) throw new AppError('forbidden', MSG.signupDisabled);
  const { userId, workspaceId } = await createAccount(
    db,
    {
      email,
      ...profile,
      emailVerified: providerVerified,
      oidc: { issuer: claims.iss, subject: claims.sub },
    },
    newWorkspacePlan(ctx.config),
  );
  await db.transaction((tx) => attributeReferral(tx, { clickToken, workspaceId, userId, email }));
  return userId;
}

/**
 * The provider's address replaces ours when it changed, verified as the provider says; an
 * address another account holds is left alone (the unique index would refuse it anyway).
 */
async function emailRefresh(
  db: Db,
  user: { id: string; email: string | null; emailVerifiedAt: Date | null },
  email: string | null,
  providerVerified: boolean,
): Promise<{ email?: string; emailVerifiedAt?: Date | null; updatedAt: Date }> {
  const now = new Date();
  if (!email) return { updatedAt: now };
  if (email === user.email?.toLowerCase()) {
    return providerVerified && !user.emailVerifiedAt
      ? { emailVerifiedAt: now, updatedAt: now }
      : { updatedAt: now };
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, ne(users.id, user.id)));
  if (taken) return { updatedAt: now };
  return { email, emailVerifiedAt: providerVerified ? now : null, updatedAt: now };
}
