// Finds the user of an OIDC identity by issuer+subject, refreshing profile fields from the claims,
// or creates one (with their own workspace) on first sign-in.
import { and, eq, sql } from 'drizzle-orm';
import type { IDToken } from 'openid-client';
import { MSG } from '../../../contracts/messages.js';
import type { AppContext } from '../../app-context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createAccount } from '../../accounts/create-account.js';
import { newWorkspacePlan } from '../../accounts/new-workspace-plan.js';

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v.slice(0, 300) : null);

export async function upsertOidcUser(ctx: AppContext, claims: IDToken): Promise<string> {
  const db = ctx.database.db;
  const profile = {
    email: str(claims.email)?.toLowerCase() ?? null,
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    profileImageUrl: str(claims.picture),
  };
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, claims.iss), eq(users.oidcSubject, claims.sub)));
  if (existing) {
    await db
      .update(users)
      .set({ ...profile, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  if (profile.email) {
    const [sameEmail] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${profile.email}`);
    if (sameEmail) {
      // Link only when the provider vouches for the address; otherwise it could be anyone's.
      if (claims.email_verified !== true) throw new AppError('CONFLICT', MSG.emailTaken);
      await db
        .update(users)
        .set({ ...profile, oidcIssuer: claims.iss, oidcSubject: claims.sub, updatedAt: new Date() })
        .where(eq(users.id, sameEmail.id));
      return sameEmail.id;
    }
  }
  if (!ctx.config.allowSignup) throw new AppError('FORBIDDEN', MSG.signupDisabled);
  const { userId } = await createAccount(
    db,
    { ...profile, oidc: { issuer: claims.iss, subject: claims.sub } },
    newWorkspacePlan(ctx.config),
  );
  return userId;
}
