// The public pages the build prerenders (src/web/prerender, scripts/prerender.ts): each one's
// title and meta description for search engines and social previews. The help pages take theirs
// from their Markdown front matter; the four pages written in React carry theirs here.
import { AFFILIATE_TERMS } from '../../contracts/affiliates.js';
import { BETA_TERMS } from '../../contracts/beta.js';
import { paths } from '../../contracts/web-routes.js';
import { APP_NAME } from '../lib/brand.js';
import { contentPages } from '../lib/content/content-index.js';

export type PublicPageMeta = { route: string; title: string; description: string };

const REACT_PAGES: readonly PublicPageMeta[] = [
  {
    route: paths.home,
    title: 'Internet Connectivity Monitoring for Properties',
    description:
      'Know the moment a property loses its internet connection: 24/7 monitoring, e-mail alerts and uptime reports for every property you manage, from $1/month.',
  },
  {
    route: paths.pricing,
    title: 'Pricing',
    description:
      'Simple monthly plans by the number of properties you monitor, from $1/month, with a free trial. Change or cancel at any time.',
  },
  {
    route: paths.applyBeta,
    title: 'Join the Beta Program',
    description: `Apply to the ${APP_NAME} beta program: the Pro plan free for ${BETA_TERMS.freeDays} days while you test, a direct line to the team, and your feedback decides what we build next.`,
  },
  {
    route: paths.affiliateDashboard,
    title: 'Affiliate Program',
    description: `Earn ${AFFILIATE_TERMS.defaultRate * 100}% commission on every payment of the customers you refer to ${APP_NAME}, paid monthly to PayPal, with a ${AFFILIATE_TERMS.cookieDays}-day cookie.`,
  },
];

/** Every prerendered public page, the landing page first. */
export const PUBLIC_PAGES: readonly PublicPageMeta[] = [
  ...REACT_PAGES,
  ...contentPages.map(({ route, title, description }) => ({ route, title, description })),
];

/** The document title of a public page, as usePageMeta writes it after navigation. */
export const fullTitle = (meta: PublicPageMeta) =>
  meta.route === paths.home ? `${APP_NAME} — ${meta.title}` : `${meta.title} | ${APP_NAME}`;
