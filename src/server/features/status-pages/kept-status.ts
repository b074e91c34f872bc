// The public pages, kept whole by this process (data/kept-answers.ts) so a visit does no
// database work: the JSON, the page's HTML and its history's HTML, each built once per change.
// They follow the page's workspace's `stats` signal: a property's status change, an edit of the
// page, an incident or an update (any process: drizzle/0026_status_pages.sql) drops them; what
// every check moves (a day's uptime figure) is bounded by KEPT_STATUS_MS. The slug -> page lookup
// (with the password hash the access check needs) is kept too, on the `status-pages` key.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CachedAnswer } from '../../data/answer-cache.js';
import { createKeptAnswers } from '../../data/kept-answers.js';
import type { ChangeSignals } from '../../db/change-signals.js';
import type { Db } from '../../db/client.js';
import { statusPages } from '../../db/schema/index.js';
import {
  PUBLIC_STATUS_MSG,
  type PublicProperty,
  type PublicStatus,
} from '../../../contracts/public-status.js';
import { notFound } from '../../lib/errors.js';
import { buildPublicStatus } from './build-public-status.js';

export const KEPT_STATUS_MS = 60_000;
const PAGES_KEY = 'status-pages';

export type PageHead = typeof statusPages.$inferSelect;
export type PageForm = 'json' | 'html' | 'history' | 'feed' | 'badge';

export type KeptStatus = {
  /** the page of a slug, or null (kept while no page changes) */
  head(slug: string): Promise<PageHead | null>;
  answer(head: PageHead, form: PageForm, render: RenderHtml): Promise<CachedAnswer>;
  /** the kept page of a slug while it may be used as it is, else undefined (ask `head`) */
  headNow(slug: string): PageHead | undefined;
  /** the kept answer while it may be sent as it is, else undefined (ask `answer`) */
  answerNow(head: PageHead, form: PageForm): CachedAnswer | undefined;
  /** the page's view, parsed once per version of its JSON */
  view(head: PageHead): Promise<PublicStatus>;
  /**
   * An answer made from one shown property of the page (its badge, its days), kept like the page's own;
   * 404 when the page does not show that property.
   */
  propertyAnswer(
    head: PageHead,
    propertyId: number,
    variant: string,
    render: (p: PublicProperty, view: PublicStatus) => string,
  ): Promise<CachedAnswer>;
};

export type RenderHtml = (json: string, form: Exclude<PageForm, 'json'>) => string;

export function createKeptStatus(db: Db, signals: ChangeSignals): KeptStatus {
  const kept = createKeptAnswers(signals, 'stats', {
    ttlMs: KEPT_STATUS_MS,
    maxBytes: 64 * 1024 * 1024,
  });
  const heads = new Map<string, { head: PageHead; stamp: number; at: number }>();
  const MAX_HEADS = 10_000;

  // A rebuild that finds the same page (a signal from an edit the page does not show, or the
  // TTL) keeps the time it last changed, so the text, ETag and the visitors' 30 s poll stay put:
  // "Last updated" says when the page last changed, and a poll reloads only on a change.
  const lastChange = new Map<number, { digest: string; at: string }>();
  const json = (head: PageHead) =>
    kept.get(`json:${head.id}:${head.slug}`, head.workspaceId, async () => {
      const view = await buildPublicStatus(db, head);
      const builtAt = view.generatedAt;
      const digest = createHash('sha256')
        .update(JSON.stringify({ ...view, generatedAt: '' }))
        .digest('base64');
      const last = lastChange.get(head.id);
      const at = last?.digest === digest ? last.at : builtAt;
      if (lastChange.size >= MAX_HEADS && !last) lastChange.clear();
      lastChange.set(head.id, { digest, at });
      return JSON.stringify({ ...view, generatedAt: at });
    });
  // parsed views by the kept JSON they came from: a badge request parses a page once per change
  const views = new WeakMap<CachedAnswer, Promise<PublicStatus>>();
  const view = async (head: PageHead) => {
    const answer = await json(head);
    let parsed = views.get(answer);
    if (!parsed) {
      parsed = answer.body().then((b) => JSON.parse(b.toString()) as PublicStatus);
      views.set(answer, parsed);
    }
    return parsed;
  };
  const shownProperty = async (head: PageHead, propertyId: number) => {
    const p = (await view(head)).sections
      .flatMap((s) => s.properties)
      .find((x) => x.id === propertyId);
    if (!p) throw notFound(PUBLIC_STATUS_MSG.propertyNotShown);
    return p;
  };

  const headNow = (slug: string) => {
    const k = heads.get(slug);
    if (!k || !signals.live || k.stamp !== signals.stamp('stats', PAGES_KEY)) return undefined;
    return Date.now() - k.at < KEPT_STATUS_MS ? k.head : undefined;
  };

  return {
    async head(slug) {
      const now = headNow(slug);
      if (now) return now;
      const stamp = signals.stamp('stats', PAGES_KEY);
      const [row] = await db.select().from(statusPages).where(eq(statusPages.slug, slug));
      if (heads.size >= MAX_HEADS) heads.clear();
      // unknown slugs are not kept: a scan of made-up names would fill the map
      if (row) heads.set(slug, { head: row, stamp, at: Date.now() });
      return row ?? null;
    },
    async answer(head, form, render) {
      if (form === 'json') return json(head);
      return kept.get(`${form}:${head.id}:${head.slug}`, head.workspaceId, async () =>
        // the kept JSON may be held as bytes (answer-cache.ts): the renderer reads text
        render((await (await json(head)).body()).toString(), form),
      );
    },
    headNow,
    answerNow: (head, form) => kept.peek(`${form}:${head.id}:${head.slug}`, head.workspaceId),
    view,
    async propertyAnswer(head, propertyId, variant, render) {
      // checked before keeping anything: made-up ids cannot fill memory
      await shownProperty(head, propertyId);
      return kept.get(
        `property:${variant}:${propertyId}:${head.id}:${head.slug}`,
        head.workspaceId,
        async () => render(await shownProperty(head, propertyId), await view(head)),
      );
    },
  };
}
