import { count, eq, sql } from 'drizzle-orm';
import { statusPageLimitOf } from '../../../contracts/entitlements.js';
import { PLANS } from '../../../contracts/plans.js';
import {
  STATUS_PAGE_MSG,
  type StatusPage,
  type StatusPageInput,
} from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import type { PasswordHashing } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { activityEvents, statusPages } from '../../db/schema/index.js';
import { limitReached } from '../../lib/errors.js';
import {
  addressConflict,
  assertAddressesFree,
  assertPlanAllows,
  assertPropertiesOwned,
  passwordHashFor,
} from './page-input.js';
import { toStatusPageDtos } from './status-page-dto.js';
import { writeSections } from './write-sections.js';

/** Publishes a page; refused past the plan's number of pages, with the plan's name. */
export async function createStatusPage(
  db: Db,
  hashing: PasswordHashing,
  actor: Actor,
  input: StatusPageInput,
): Promise<StatusPage> {
  assertPlanAllows(actor, input);
  await assertPropertiesOwned(db, actor.workspaceId, input);
  await assertAddressesFree(db, input);
  const passwordHash = await passwordHashFor(input, null, hashing);
  try {
    const row = await db.transaction(async (tx) => {
      // one creation at a time per workspace, so two parallel requests cannot pass the limit
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtext(${`status-pages:${actor.workspaceId}`}))`,
      );
      const limit = statusPageLimitOf(actor.plan);
      if (limit !== null) {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(statusPages)
          .where(eq(statusPages.workspaceId, actor.workspaceId));
        if (n >= limit) {
          throw limitReached(STATUS_PAGE_MSG.limitReached(PLANS[actor.plan].name, limit), {
            plan: actor.plan,
            limit,
            used: n,
          });
        }
      }
      const [page] = await tx
        .insert(statusPages)
        .values({
          workspaceId: actor.workspaceId,
          title: input.title,
          slug: input.slug,
          description: input.description,
          logoUrl: input.logoUrl ?? null,
          accentColor: input.accentColor ?? null,
          visibility: input.visibility,
          passwordHash,
          customDomain: input.customDomain ?? null,
        })
        .returning();
      await writeSections(tx, page!.id, input.sections);
      await tx.insert(activityEvents).values({
        workspaceId: actor.workspaceId,
        kind: 'status_page.created',
        message: `Status page "${input.title}" published`,
      });
      return page!;
    });
    return (await toStatusPageDtos(db, [row]))[0]!;
  } catch (err) {
    throw addressConflict(err) ?? err;
  }
}
