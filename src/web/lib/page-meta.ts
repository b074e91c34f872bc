// Each page's title and description for search engines and social previews (Open Graph); the
// descriptions come back when the page unmounts.
import { useEffect } from 'react';
import { APP_NAME } from './brand.js';

function metaTag(attr: 'name' | 'property', key: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  return el;
}

export function usePageMeta(meta: { title: string; description: string }): void {
  const { title, description } = meta;
  useEffect(() => {
    const fullTitle = `${title} | ${APP_NAME}`;
    const tags = [
      [metaTag('name', 'description'), description],
      [metaTag('property', 'og:title'), fullTitle],
      [metaTag('property', 'og:description'), description],
    ] as const;
    const before = tags.map(([el]) => el.content);
    document.title = fullTitle;
    for (const [el, content] of tags) el.content = content;
    return () => {
      // The app's name, not the title found on mount: on a prerendered page that was this
      // page's own title, which would then outlive it (RouteTitle sets the next page's).
      document.title = APP_NAME;
      tags.forEach(([el], i) => (el.content = before[i] ?? ''));
    };
  }, [title, description]);
}
