// Which page each route shows: spec core §2's signed-in and signed-out route tables, exactly.
// The help pages (docs, guides, FAQ, blog) come from the content folder: one route per file.
import type { ContentTemplate } from '../../contracts/content.js';
import { contentPages } from '../lib/content/content-index.js';
import * as P from './pages.js';
import { INVITE_ROUTE } from '../../contracts/web-routes.js';
import { paths } from './paths.js';
import type { LazyNamed } from '../lib/lazy-named.js';

type Page = LazyNamed<object>;

const TEMPLATE_PAGES: Record<ContentTemplate, Page> = {
  'docs-index': P.DocsPage,
  guide: P.GuidePage,
  faq: P.FaqPage,
  'blog-index': P.BlogPage,
  post: P.PostPage,
};

/** Help pages compiled from content/, by their template. */
export const helpPages: Record<string, Page> = Object.fromEntries(
  contentPages.map((p) => [p.route, TEMPLATE_PAGES[p.template]]),
);

/** Shared by both tables: public pages. */
const publicPages = {
  ...helpPages,
  // its Markdown gives the prose; the endpoints, limits, events and samples come from the API
  [paths.apiDocumentation]: P.ApiDocumentationPage,
  [paths.billing]: P.BillingPage,
  [paths.support]: P.SupportPage,
  [paths.applyBeta]: P.ApplyBetaPage,
  [paths.affiliateDashboard]: P.AffiliateDashboardPage,
};

/** Shown inside the signed-in shell. */
export const signedInPages: Record<string, Page> = {
  ...publicPages,
  [paths.home]: P.DashboardPage,
  [paths.properties]: P.PropertiesPage,
  [paths.alerts]: P.AlertsPage,
  [paths.reports]: P.ReportsPage,
  [paths.maintenance]: P.MaintenancePage,
  [paths.googleSheets]: P.GoogleSheetsPage,
  [paths.team]: P.TeamPage,
  [paths.settings]: P.SettingsPage,
  [paths.systemOverview]: P.SystemOverviewPage,
  [paths.businessDashboard]: P.BusinessDashboardPage,
  [paths.promoCodes]: P.PromoCodesPage,
  [paths.betaTesters]: P.BetaTestersPage,
  [paths.affiliates]: P.AffiliatesPage,
  [paths.statusPages]: P.StatusPagesPage,
  [paths.incidents]: P.IncidentsPage,
};

/** Signed-in pages beyond spec core §2's route table, with route parameters. */
export const signedInDetailPages: Record<string, Page> = {
  [`${paths.properties}/:id`]: P.PropertyDetailPage,
  [`${paths.incidents}/:id`]: P.IncidentPage,
  [INVITE_ROUTE]: P.InvitePage,
  [`${paths.verifyEmail}/:token`]: P.VerifyEmailPage,
};

/** Public pages with route parameters: links from mails (an invitation, a verification). */
export const signedOutDetailPages: Record<string, Page> = {
  [INVITE_ROUTE]: P.InvitePage,
  [`${paths.verifyEmail}/:token`]: P.VerifyEmailPage,
};

/** Public pages for signed-out visitors (the landing and sign-in pages bring their own layout). */
export const signedOutPages: Record<string, Page> = {
  ...publicPages,
  [paths.pricing]: P.PricingPage,
};

/**
 * Signed-in pages a visitor cannot see: signed out, they lead to sign-in and back (issue 30).
 * Any other path a visitor opens is "404 Page Not Found".
 */
export const signInFirstRoutes: readonly string[] = [
  ...Object.keys(signedInPages),
  ...Object.keys(signedInDetailPages),
].filter(
  (path) => path !== paths.home && !(path in signedOutPages) && !(path in signedOutDetailPages),
);
