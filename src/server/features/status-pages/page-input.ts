// What a page's create and update both check before writing: the plan (pages with a password or
// on a custom domain), the chosen properties (of this workspace, each once), the slug and domain
// (free), and the password (hashed as account passwords are).
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { planHas, plansWith } from '../../../contracts/entitlements.js';
import { PLANS } from '../../../contracts/plans.js';
import { STATUS_PAGE_MSG, type StatusPageInput } from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import { hashPassword, type PasswordHashing } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { properties, statusPages } from '../../db/schema/index.js';
import { AppError, badRequest, limitReached } from '../../lib/errors.js';

/** Refuses what the workspace's plan does not include, with the plan's name. */
export function assertPlanAllows(actor: Actor, input: StatusPageInput): void {
  const plan = PLANS[actor.plan];
  if (input.visibility === 'password' && !planHas(plan.id, 'statusPagePassword')) {
    throw limitReached(STATUS_PAGE_MSG.passwordPlan(plan.name, plansWith('statusPagePassword')), {
      plan: plan.id,
    });
  }
  if (input.customDomain && !planHas(plan.id, 'statusPageDomain')) {
    throw limitReached(STATUS_PAGE_MSG.domainPlan(plan.name, plansWith('statusPageDomain')), {
      plan: plan.id,
    });
  }
}

/** Every shown property is one of the workspace's, and none is shown twice. */
export async function assertPropertiesOwned(
  db: Db,
  workspaceId: string,
  input: StatusPageInput,
): Promise<void> {
  const ids = input.sections.flatMap((s) => s.shownProperties.map((p) => p.propertyId));
  if (new Set(ids).size !== ids.length) throw badRequest(STATUS_PAGE_MSG.propertyTwice);
  if (ids.length === 0) return;
  const owned = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.workspaceId, workspaceId), inArray(properties.id, ids)));
  if (owned.length !== ids.length) throw badRequest(STATUS_PAGE_MSG.propertyUnknown);
}

/** The slug and the custom domain are free (the unique indexes still decide a race). */
export async function assertAddressesFree(
  db: Db,
  input: StatusPageInput,
  exceptPageId?: number,
): Promise<void> {
  const clash = await db
    .select({ slug: statusPages.slug, customDomain: statusPages.customDomain })
    .from(statusPages)
    .where(
      and(
        or(
          eq(statusPages.slug, input.slug),
          input.customDomain ? eq(statusPages.customDomain, input.customDomain) : undefined,
        ),
        exceptPageId === undefined ? undefined : ne(statusPages.id, exceptPageId),
      ),
    );
  if (clash.some((c) => c.slug === input.slug)) {
    throw new AppError('conflict', STATUS_PAGE_MSG.slugTaken);
  }
  if (clash.length) throw new AppError('conflict', STATUS_PAGE_MSG.domainTaken);
}

/** A unique index refused the write: the slug or the domain was taken in the meantime. */
export function addressConflict(err: unknown): AppError | null {
  const e = err as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!pg) return null;
  if (pg.constraint === 'status_pages_slug_idx') {
    return new AppError('conflict', STATUS_PAGE_MSG.slugTaken);
  }
  if (pg.constraint === 'status_pages_custom_domain_idx') {
    return new AppError('conflict', STATUS_PAGE_MSG.domainTaken);
  }
  return null;
}

/**
 * The password hash to store: a new password is hashed; a protected page keeps its hash when no
 * new one is given; a public page has none.
 */
export async function passwordHashFor(
  input: StatusPageInput,
  current: string | null,
  hashing: PasswordHashing,
): Promise<string | null> {
  if (input.visibility === 'public') return null;
  if (input.password) return hashPassword(input.password, hashing);
  if (current) return current;
  throw badRequest(STATUS_PAGE_MSG.passwordRequired);
}
