import { and, eq } from 'drizzle-orm';
import {
  STATUS_PAGE_MSG,
  type StatusPage,
  type StatusPageInput,
} from '../../../contracts/status-pages.js';
import type { Actor } from '../../auth/actor.js';
import type { PasswordHashing } from '../../auth/password.js';
import type { Db } from '../../db/client.js';
import { statusPages } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import {
  addressConflict,
  assertAddressesFree,
  assertPlanAllows,
  assertPropertiesOwned,
  passwordHashFor,
} from './page-input.js';
import { toStatusPageDtos } from './status-page-dto.js';
import { writeSections } from './write-sections.js';

/** Replaces a page whole (PUT): its fields, sections and shown properties. */
export async function updateStatusPage(
  db: Db,
  hashing: PasswordHashing,
  actor: Actor,
  id: number,
  input: StatusPageInput,
): Promise<StatusPage> {
  const [current] = await db
    .select()
    .from(statusPages)
    .where(and(eq(statusPages.id, id), eq(statusPages.workspaceId, actor.workspaceId)));
  if (!current) throw notFound(STATUS_PAGE_MSG.notFound);
  assertPlanAllows(actor, input);
  await assertPropertiesOwned(db, actor.workspaceId, input);
  await assertAddressesFree(db, input, id);
  const passwordHash = await passwordHashFor(input, current.passwordHash, hashing);
  try {
    const row = await db.transaction(async (tx) => {
      const [page] = await tx
        .update(statusPages)
        .set({
          title: input.title,
          slug: input.slug,
          description: input.description,
          logoUrl: input.logoUrl ?? null,
          accentColor: input.accentColor ?? null,
          visibility: input.visibility,
          passwordHash,
          customDomain: input.customDomain ?? null,
          updatedAt: new Date(),
        })
        .where(eq(statusPages.id, id))
        .returning();
      await writeSections(tx, id, input.sections);
      return page!;
    });
    return (await toStatusPageDtos(db, [row]))[0]!;
  } catch (err) {
    throw addressConflict(err) ?? err;
  }
}
