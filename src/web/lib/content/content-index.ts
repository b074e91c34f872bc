// The help content's index, compiled from content/ at build time: every page's route, title,
// description and card fields (bodies load with their page). The route table, /docs cards,
// /blog list and the landing page's teasers all read it.
import * as compiled from 'virtual:content/index';
import type {
  ContentBody,
  ContentPageMeta,
  ContentTemplate,
  ExternalPostMeta,
} from '../../../contracts/content.js';

export const contentPages = compiled.contentPages as readonly ContentPageMeta[];
export const externalPosts = compiled.externalPosts as readonly ExternalPostMeta[];
const bodies = compiled.contentBodies as Readonly<
  Record<string, () => Promise<{ default: ContentBody }>>
>;

export function pageByRoute(route: string): ContentPageMeta | undefined {
  return contentPages.find((p) => p.route === route);
}

export function pagesOfTemplate(template: ContentTemplate): ContentPageMeta[] {
  return contentPages.filter((p) => p.template === template);
}

const loaded = new Map<string, Promise<ContentBody>>();

/** The page's compiled body; one promise per route, so React's `use` can suspend on it. */
export function loadBody(route: string): Promise<ContentBody> {
  let p = loaded.get(route);
  if (!p) {
    const load = bodies[route];
    p = load ? load().then((m) => m.default) : Promise.reject(new Error(`No content at ${route}`));
    loaded.set(route, p);
  }
  return p;
}
