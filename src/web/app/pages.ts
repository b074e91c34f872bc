// Every page, code-split: each loads its own chunk on first visit.
import { lazyNamed } from '../lib/lazy-named.js';

export const AppShell = lazyNamed(() => import('./shell/app-shell.js'), 'AppShell');
export const DashboardPage = lazyNamed(
  () => import('../features/dashboard/pages/dashboard-page.js'),
  'DashboardPage',
);
export const LandingPage = lazyNamed(
  () => import('../features/landing/pages/landing-page.js'),
  'LandingPage',
);
export const SignInPage = lazyNamed(
  () => import('../features/auth/pages/sign-in-page.js'),
  'SignInPage',
);
export const ForgotPasswordPage = lazyNamed(
  () => import('../features/auth/pages/forgot-password-page.js'),
  'ForgotPasswordPage',
);
export const ResetPasswordPage = lazyNamed(
  () => import('../features/auth/pages/reset-password-page.js'),
  'ResetPasswordPage',
);
export const PropertiesPage = lazyNamed(
  () => import('../features/properties/pages/properties-page.js'),
  'PropertiesPage',
);
export const PropertyDetailPage = lazyNamed(
  () => import('../features/property-detail/pages/property-detail-page.js'),
  'PropertyDetailPage',
);
export const AlertsPage = lazyNamed(
  () => import('../features/alerts/pages/alerts-page.js'),
  'AlertsPage',
);
export const ReportsPage = lazyNamed(
  () => import('../features/reports/pages/reports-page.js'),
  'ReportsPage',
);
export const MaintenancePage = lazyNamed(
  () => import('../features/maintenance/pages/maintenance-page.js'),
  'MaintenancePage',
);
export const GoogleSheetsPage = lazyNamed(
  () => import('../features/google-sheets/pages/google-sheets-page.js'),
  'GoogleSheetsPage',
);
export const TeamPage = lazyNamed(() => import('../features/team/pages/team-page.js'), 'TeamPage');
export const InvitePage = lazyNamed(
  () => import('../features/team/pages/invite-page.js'),
  'InvitePage',
);
export const SettingsPage = lazyNamed(
  () => import('../features/settings/pages/settings-page.js'),
  'SettingsPage',
);
export const BillingPage = lazyNamed(
  () => import('../features/billing/pages/billing-page.js'),
  'BillingPage',
);
export const PricingPage = lazyNamed(
  () => import('../features/billing/pages/pricing-page.js'),
  'PricingPage',
);
export const SystemOverviewPage = lazyNamed(
  () => import('../features/system-overview/pages/system-overview-page.js'),
  'SystemOverviewPage',
);
export const BusinessDashboardPage = lazyNamed(
  () => import('../features/business-dashboard/pages/business-dashboard-page.js'),
  'BusinessDashboardPage',
);
export const PromoCodesPage = lazyNamed(
  () => import('../features/promo-codes/pages/promo-codes-page.js'),
  'PromoCodesPage',
);
export const BetaTestersPage = lazyNamed(
  () => import('../features/beta-testers/pages/beta-testers-page.js'),
  'BetaTestersPage',
);
export const ApplyBetaPage = lazyNamed(
  () => import('../features/beta-testers/pages/apply-beta-page.js'),
  'ApplyBetaPage',
);
export const AffiliatesPage = lazyNamed(
  () => import('../features/affiliates/pages/affiliates-page.js'),
  'AffiliatesPage',
);
export const AffiliateDashboardPage = lazyNamed(
  () => import('../features/affiliates/pages/affiliate-dashboard-page.js'),
  'AffiliateDashboardPage',
);
export const BlogPage = lazyNamed(() => import('../features/blog/pages/blog-page.js'), 'BlogPage');
export const PostPage = lazyNamed(() => import('../features/blog/pages/post-page.js'), 'PostPage');
export const FaqPage = lazyNamed(() => import('../features/faq/pages/faq-page.js'), 'FaqPage');
export const DocsPage = lazyNamed(() => import('../features/docs/pages/docs-page.js'), 'DocsPage');
export const GuidePage = lazyNamed(
  () => import('../features/docs/pages/guide-page.js'),
  'GuidePage',
);
export const SupportPage = lazyNamed(
  () => import('../features/support/pages/support-page.js'),
  'SupportPage',
);
export const VerifyEmailPage = lazyNamed(
  () => import('../features/verification/pages/verify-email-page.js'),
  'VerifyEmailPage',
);
export const ApiDocumentationPage = lazyNamed(
  () => import('../features/api-docs/pages/api-documentation-page.js'),
  'ApiDocumentationPage',
);
export const StatusPagesPage = lazyNamed(
  () => import('../features/status-pages/pages/status-pages-page.js'),
  'StatusPagesPage',
);
export const IncidentsPage = lazyNamed(
  () => import('../features/incidents/pages/incidents-page.js'),
  'IncidentsPage',
);
export const IncidentPage = lazyNamed(
  () => import('../features/incidents/pages/incident-page.js'),
  'IncidentPage',
);
