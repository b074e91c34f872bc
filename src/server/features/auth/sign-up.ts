// Password sign-up: the account starts unverified and a verification link is mailed to it.
// Refused when sign-up is off, and while OpenID Connect is configured unless the operator turned
// password sign-up on as well (ALLOW_PASSWORD_SIGNUP_WITH_OIDC): one way in, unless both chosen.
import { eq } from 'drizzle-orm';
import type { SignUpBody } from '../../../contracts/auth.js';
import { MSG } from '../../../contracts/messages.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import type { AppContext } from '../../app-context.js';
import { assertStrongPassword } from '../../auth/assert-strong-password.js';
import { hashPassword } from '../../auth/password.js';
import type { Config } from '../../config.js';
import { workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { attributeReferral } from '../../accounts/attribute-referral.js';
import { claimBetaLink, markBetaSignedUp } from '../../accounts/beta-link.js';
import { createAccount } from '../../accounts/create-account.js';
import { newWorkspacePlan } from '../../accounts/new-workspace-plan.js';
import { signUpWithInvitation } from '../../accounts/sign-up-with-invitation.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';

export function passwordSignUpAllowed(config: Config): boolean {
  return config.allowSignup && (!config.oidc || config.passwordSignupWithOidc);
}

export async function signUp(
  ctx: AppContext,
  body: SignUpBody,
  /** the affiliate tracking cookie's click (read by the route), for the new workspace */
  opts: { clickToken?: string } = {},
): Promise<{ userId: string; workspaceId: string }> {
  const { config } = ctx;
  const db = ctx.database.db;
  const { email, password, firstName, lastName, invitationToken, betaToken, timezone } = body;
  // An invitation (to a team, or an approved beta place) is an admin's consent: it lets a person
  // in even where sign-up is closed; a team invitation's link also proved the address.
  if (!config.allowSignup && !invitationToken && !betaToken) {
    throw new AppError('forbidden', MSG.signupDisabled);
  }
  if (config.oidc && !config.passwordSignupWithOidc) {
    throw new AppError('forbidden', VERIFY_MSG.passwordSignupOff);
  }
  assertStrongPassword(password, { email, firstName, lastName });
  const hashing = config.passwordHashing;
  if (invitationToken) {
    return signUpWithInvitation(
      db,
      {
        token: invitationToken,
        email,
        passwordHash: await hashPassword(password, hashing),
        firstName,
        lastName,
      },
      newWorkspacePlan(config),
    );
  }
  const account = {
    email,
    passwordHash: await hashPassword(password, hashing),
    firstName,
    lastName,
    timezone,
  };
  const { userId, workspaceId } = betaToken
    ? await db.transaction(async (tx) => {
        const terms = await claimBetaLink(tx, betaToken, config);
        const made = await createAccount(tx, account, terms);
        await markBetaSignedUp(tx, terms.betaTesterId, made.workspaceId);
        return made;
      })
    : await createAccount(db, account, newWorkspacePlan(config));
  await db.transaction(async (tx) => {
    await attributeReferral(tx, { clickToken: opts.clickToken, workspaceId, userId, email });
    const [ws] = await tx
      .select({ name: workspaces.name })
      .from(workspaces)
      .where(eq(workspaces.id, workspaceId));
    await sendVerificationLink(tx, config, {
      kind: 'account',
      email,
      userId,
      workspaceId,
      workspaceName: ws?.name ?? '',
      personName: personName({ firstName: firstName ?? null, lastName: lastName ?? null }),
    });
  });
  return { userId, workspaceId };
}
