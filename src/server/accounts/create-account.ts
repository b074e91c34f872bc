// Creates a user with their own workspace (as its admin). The very first account becomes owner.
import { eq, sql } from 'drizzle-orm';
import type { PlanId } from '../../contracts/plans.js';
import { MSG } from '../../contracts/messages.js';
import type { Db } from '../db/client.js';
import { memberships, users, workspaces } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { isKnownTimeZone } from '../data/known-time-zone.js';

export type NewAccount = {
  email: string | null;
  passwordHash?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  profileImageUrl?: string | null;
  oidc?: { issuer: string; subject: string };
  /** force a platform role (CLI); otherwise only the first account gets `owner` */
  platformRole?: 'owner' | 'admin' | null;
  /** the address is proved (CLI, invitation link, a provider that vouches for it) */
  emailVerified?: boolean;
  /** join this workspace with this role instead of creating one (CLI, team invites) */
  joinWorkspace?: { workspaceId: string; role: 'admin' | 'staff' | 'viewer' };
  /** the new workspace's IANA zone (the browser's at sign-up); UTC without one */
  timezone?: string;
};

export async function createAccount(
  /** the pool, or a transaction the account joins (sign-up through an invitation) */
  db: Pick<Db, 'transaction'>,
  account: NewAccount,
  opts: { plan: PlanId; trialEndsAt?: Date | null },
): Promise<{ userId: string; workspaceId: string }> {
  return db.transaction(async (tx) => {
    // Serialise account creation so two simultaneous first sign-ups cannot both become owner.
    // Raw (decision 023): the builder has no advisory lock.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7001)`);
    if (account.email) {
      const taken = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, sql`lower(${account.email})`))
        .limit(1);
      if (taken.length > 0) throw new AppError('conflict', MSG.emailTaken);
    }
    const anyUser = await tx.select({ id: users.id }).from(users).limit(1);
    const platformRole =
      account.platformRole !== undefined
        ? account.platformRole
        : anyUser.length === 0
          ? 'owner'
          : null;
    const [user] = await tx
      .insert(users)
      .values({
        email: account.email,
        passwordHash: account.passwordHash ?? null,
        firstName: account.firstName || null,
        lastName: account.lastName || null,
        profileImageUrl: account.profileImageUrl ?? null,
        emailVerifiedAt: account.email && account.emailVerified ? new Date() : null,
        platformRole,
        oidcIssuer: account.oidc?.issuer ?? null,
        oidcSubject: account.oidc?.subject ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned nothing');
    let workspaceId = account.joinWorkspace?.workspaceId;
    if (!workspaceId) {
      const timezone = await knownZone(tx, account.timezone);
      const [ws] = await tx
        .insert(workspaces)
        .values({
          name: workspaceName(account),
          plan: opts.plan,
          trialEndsAt: opts.trialEndsAt ?? null,
          timezone,
        })
        .returning({ id: workspaces.id });
      if (!ws) throw new Error('workspace insert returned nothing');
      workspaceId = ws.id;
    }
    await tx.insert(memberships).values({
      userId: user.id,
      workspaceId,
      role: account.joinWorkspace?.role ?? 'admin',
    });
    return { userId: user.id, workspaceId };
  });
}

function workspaceName(a: NewAccount): string {
  const who = [a.firstName, a.lastName].filter(Boolean).join(' ') || a.email || 'My';
  return `${who}'s workspace`;
}

/** A zone PostgreSQL knows too (report scheduling converts with it in SQL), else UTC. */
async function knownZone(tx: Pick<Db, 'execute'>, tz: string | undefined): Promise<string> {
  if (!tz) return 'UTC';
  return (await isKnownTimeZone(tx, tz)) ? tz : 'UTC';
}
