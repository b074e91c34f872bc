// Which page each route shows: spec core §2's signed-in and signed-out route tables, exactly.
import type { ComponentType } from 'react';
import * as P from './pages.js';
import { INVITE_ROUTE } from '../../contracts/web-routes.js';
import { paths, type SignedInPath, type SignedOutPath } from './paths.js';

type Page = ComponentType;

/** Shared by both tables: public content pages. */
const contentPages = {
  [paths.billing]: P.BillingPage,
  [paths.blog]: P.BlogPage,
  [paths.blogGettingStarted]: P.GettingStartedPostPage,
  [paths.blogAlertManagement]: P.AlertManagementPostPage,
  [paths.faq]: P.FaqPage,
  [paths.docs]: P.DocsPage,
  [paths.gettingStarted]: P.GettingStartedPage,
  [paths.configurationGuide]: P.ConfigurationGuidePage,
  [paths.apiDocumentation]: P.ApiDocumentationPage,
  [paths.reportsAnalytics]: P.ReportsAnalyticsPage,
  [paths.securityGuide]: P.SecurityGuidePage,
  [paths.troubleshooting]: P.TroubleshootingPage,
  [paths.bestPractices]: P.BestPracticesPage,
  [paths.support]: P.SupportPage,
  [paths.applyBeta]: P.ApplyBetaPage,
  [paths.affiliateDashboard]: P.AffiliateDashboardPage,
} as const;

/** Shown inside the signed-in shell. */
export const signedInPages: Record<SignedInPath, Page> = {
  ...contentPages,
  [paths.home]: P.DashboardPage,
  [paths.properties]: P.PropertiesPage,
  [paths.alerts]: P.AlertsPage,
  [paths.reports]: P.ReportsPage,
  [paths.googleSheets]: P.GoogleSheetsPage,
  [paths.team]: P.TeamPage,
  [paths.settings]: P.SettingsPage,
  [paths.systemOverview]: P.SystemOverviewPage,
  [paths.businessDashboard]: P.BusinessDashboardPage,
  [paths.promoCodes]: P.PromoCodesPage,
  [paths.betaTesters]: P.BetaTestersPage,
  [paths.affiliates]: P.AffiliatesPage,
};

/** Signed-in pages beyond spec core §2's route table, with route parameters. */
export const signedInDetailPages: Record<string, Page> = {
  [`${paths.properties}/:id`]: P.PropertyDetailPage,
  [INVITE_ROUTE]: P.InvitePage,
};

/** Public pages with route parameters and a layout of their own (an invitation link's page). */
export const signedOutDetailPages: Record<string, Page> = {
  [INVITE_ROUTE]: P.InvitePage,
};

/** Public pages for signed-out visitors (the landing and sign-in pages bring their own layout). */
export const signedOutPages: Record<Exclude<SignedOutPath, '/' | '/sign-in'>, Page> = {
  ...contentPages,
  [paths.pricing]: P.PricingPage,
};
