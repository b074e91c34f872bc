// Password sign-up: the account starts unverified and a verification link is mailed to it.
// Refused when sign-up is off, and while OpenID Connect is configured unless the operator turned
// password sign-up on as well (ALLOW_PASSWORD_SIGNUP_WITH_OIDC): one way in, unless both chosen.
import { eq } from 'drizzle-orm';
import type { SignUpBody } from '../../../contracts/auth.js';
import { MSG } from '../../../contracts/messages.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import type { AppContext } from '../../app-context.js';
import { hashPassword } from '../../auth/password.js';
import type { Config } from '../../config.js';
import { workspaces } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createAccount } from '../../accounts/create-account.js';
import { newWorkspacePlan } from '../../accounts/new-workspace-plan.js';
import { signUpWithInvitation } from '../../accounts/sign-up-with-invitation.js';
import { personName, sendVerificationLink } from '../../accounts/send-verification-link.js';

export function passwordSignUpAllowed(config: Config): boolean {
  return config.allowSignup && (!config.oidc || config.passwordSignupWithOidc);
}

export async function signUp(ctx: AppContext, body: SignUpBody): Promise<{ userId: string }> {
  const { config } = ctx;
  const db = ctx.database.db;
  const { email, password, firstName, lastName, invitationToken } = body;
  // An invitation is an admin's consent: it lets a person in even where sign-up is closed, and
  // its link proved the address, so no verification mail is needed.
  if (!config.allowSignup && !invitationToken) throw new AppError('FORBIDDEN', MSG.signupDisabled);
  if (config.oidc && !config.passwordSignupWithOidc) {
    throw new AppError('FORBIDDEN', VERIFY_MSG.passwordSignupOff);
  }
  if (invitationToken) {
    return signUpWithInvitation(
      db,
      {
        token: invitationToken,
        email,
        passwordHash: await hashPassword(password),
        firstName,
        lastName,
      },
      newWorkspacePlan(config),
    );
  }
  const { userId, workspaceId } = await createAccount(
    db,
    { email, passwordHash: await hashPassword(password), firstName, lastName },
    newWorkspacePlan(config),
  );
  await db.transaction(async (tx) => {
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
  return { userId };
}
