// Renders a help page's compiled HTML (trusted: made at build time from the repository's own
// Markdown) and keeps its links inside the app: a click on /some-page navigates client-side,
// links to other sites open in a new tab as compiled. A visitor's link to a signed-in page
// leads to sign-in instead of a page they cannot see, and to that page after it.
import { useEffect, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.js';
import { cn } from '../../lib/cn.js';
import { isVisitorPath } from '../../lib/content/visitor-paths.js';
import { navigateToLogin } from '../../lib/navigate-to-login.js';
import { loginUrl } from '../../../contracts/return-to.js';

/**
 * For a visitor, links to signed-in pages point at the server's login in the markup itself, so
 * they lead to sign-in even before the scripts have loaded (a prerendered page is readable, and
 * its links followed, before it is hydrated), and on to the page after it (issue 30).
 */
export function visitorLinks(html: string): string {
  return html.replace(/href="(\/[^"#?]*)([^"]*)"/g, (whole, path: string, rest: string) =>
    path.startsWith('/api/') || isVisitorPath(path)
      ? whole
      : // the query's `&` is `&amp;` in the markup; the login URL has none (encoded as %26)
        `href="${loginUrl(`${path}${rest.replaceAll('&amp;', '&')}`)}"`,
  );
}

export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const shown = user ? html : visitorLinks(html);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) {
      return;
    }
    const a = (e.target as HTMLElement).closest('a');
    const href = a?.getAttribute('href');
    // /api/login is a server navigation, not a page of the app
    if (!a || !href?.startsWith('/') || href.startsWith('/api/') || a.target) return;
    e.preventDefault();
    if (!user && !isVisitorPath(href)) navigateToLogin(href);
    else void navigate(href);
  };
  return (
    // The handler only catches clicks on links, which keep their own keyboard behaviour.
    <div
      className={cn('content-prose', className)}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}

/** Scrolls to the element the URL's #hash names once it is on the page (after a body loads). */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
