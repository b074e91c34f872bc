// Browser routes of the web app (spec core §2), shared by the web client, the server and e2e tests.
import { can, type Permission, type RoleHolder } from './permissions.js';

export const paths = {
  home: '/',
  signIn: '/sign-in',
  /** "Forgot password?": asks for the address a reset link goes to */
  forgotPassword: '/forgot-password',
  /** /reset-password#{token}: the mailed link's page (the token stays in the fragment) */
  resetPassword: '/reset-password',
  properties: '/properties',
  alerts: '/alerts',
  reports: '/reports',
  googleSheets: '/google-sheets',
  team: '/team',
  settings: '/settings',
  billing: '/billing',
  pricing: '/pricing',
  systemOverview: '/system-overview',
  businessDashboard: '/business-dashboard',
  promoCodes: '/promo-codes',
  betaTesters: '/beta-testers',
  affiliates: '/affiliates',
  affiliateDashboard: '/affiliate-dashboard',
  /** planned maintenance windows (issue 27, beyond spec core §2) */
  maintenance: '/maintenance',
  blog: '/blog',
  blogGettingStarted: '/blog/getting-started',
  blogAlertManagement: '/blog/alert-management',
  faq: '/faq',
  docs: '/docs',
  gettingStarted: '/getting-started',
  configurationGuide: '/configuration-guide',
  apiDocumentation: '/api-documentation',
  reportsAnalytics: '/reports-analytics',
  securityGuide: '/security-guide',
  troubleshooting: '/troubleshooting',
  bestPractices: '/best-practices',
  support: '/support',
  applyBeta: '/apply-beta',
  /** an invitation link's page, `/invite/{token}` (issue 8): public and signed in alike */
  invite: '/invite',
  /** /verify-email/{token}: the link mailed to prove an address (signed in or not) */
  verifyEmail: '/verify-email',
  /** public status pages of the workspace (issue 27); the pages themselves are /status/{slug} */
  statusPages: '/status-pages',
  /** incidents people own (issue 29): the list; /incidents/{id} is one incident's timeline */
  incidents: '/incidents',
} as const;

export type WebPath = (typeof paths)[keyof typeof paths];

/** The route of an invitation link's page, and the link itself (relative). */
export const INVITE_ROUTE = `${paths.invite}/:token`;
export const invitePath = (token: string) => `${paths.invite}/${encodeURIComponent(token)}`;

/** Browser navigations handled by the server (not SPA routes). */
export const serverPaths = {
  login: '/api/login',
  logout: '/api/logout',
} as const;

/** The blog and the FAQ: the same page for every visitor, signed in or not. */
export const BLOG_PATHS = [
  paths.blog,
  paths.blogGettingStarted,
  paths.blogAlertManagement,
  paths.faq,
] as const satisfies readonly WebPath[];

/** Documentation, support and the beta application: the same page for every visitor too. */
export const HELP_PATHS = [
  paths.docs,
  paths.gettingStarted,
  paths.configurationGuide,
  paths.apiDocumentation,
  paths.reportsAnalytics,
  paths.securityGuide,
  paths.troubleshooting,
  paths.bestPractices,
  paths.support,
  paths.applyBeta,
] as const satisfies readonly WebPath[];

/** Spec core §2, signed-in route table, in the specification's order. */
export const SIGNED_IN_PATHS = [
  paths.home,
  paths.properties,
  paths.alerts,
  paths.reports,
  paths.googleSheets,
  paths.team,
  paths.settings,
  paths.billing,
  paths.systemOverview,
  paths.businessDashboard,
  paths.promoCodes,
  paths.betaTesters,
  paths.affiliates,
  paths.affiliateDashboard,
  // issue 27, beyond the specification's table
  paths.maintenance,
  paths.statusPages,
  // issue 29
  paths.incidents,
  ...BLOG_PATHS,
  ...HELP_PATHS,
] as const satisfies readonly WebPath[];

/** Spec core §2, signed-out route table, plus the built-in sign-in pages (DESIGN §2, issue 30). */
export const SIGNED_OUT_PATHS = [
  paths.home,
  paths.billing,
  ...BLOG_PATHS,
  paths.pricing,
  ...HELP_PATHS,
  paths.affiliateDashboard,
  paths.signIn,
  paths.forgotPassword,
  paths.resetPassword,
] as const satisfies readonly WebPath[];

export type NavGroup = 'main' | 'admin' | 'owner';

export type NavEntry = {
  label: string;
  path: WebPath;
  group: NavGroup;
  /** opens in a new browser tab */
  newTab?: boolean;
  /** shows the alert count badge */
  alertBadge?: boolean;
  /** the page's action in the permission map: the entry is hidden without it */
  permission?: Permission;
};

/** Spec core §2 sidebar table, entries in order. */
export const SIDEBAR_NAV: readonly NavEntry[] = [
  { label: 'Dashboard', path: paths.home, group: 'main' },
  { label: 'System Overview', path: paths.systemOverview, group: 'main' },
  { label: 'Properties', path: paths.properties, group: 'main' },
  { label: 'Alerts', path: paths.alerts, group: 'main', alertBadge: true },
  // issue 29, beyond the specification's sidebar
  { label: 'Incidents', path: paths.incidents, group: 'main', permission: 'viewIncidents' },
  { label: 'Reports', path: paths.reports, group: 'main' },
  // issue 27, beyond the specification's sidebar
  { label: 'Maintenance', path: paths.maintenance, group: 'main' },
  { label: 'Bulk Upload', path: paths.googleSheets, group: 'main' },
  {
    label: 'Status Pages',
    path: paths.statusPages,
    group: 'main',
    permission: 'viewStatusPages',
  },
  { label: 'Support', path: paths.support, group: 'main', newTab: true },
  { label: 'Affiliate Program', path: paths.affiliateDashboard, group: 'main', newTab: true },
  { label: 'Team', path: paths.team, group: 'main' },
  { label: 'Billing', path: paths.billing, group: 'main' },
  { label: 'Settings', path: paths.settings, group: 'main' },
  { label: 'Promo Codes', path: paths.promoCodes, group: 'admin', permission: 'managePromoCodes' },
  {
    label: 'Beta Testers',
    path: paths.betaTesters,
    group: 'admin',
    permission: 'manageBetaTesters',
  },
  { label: 'Affiliates', path: paths.affiliates, group: 'admin', permission: 'manageAffiliates' },
  {
    label: 'Business Dashboard',
    path: paths.businessDashboard,
    group: 'owner',
    permission: 'viewBusinessMetrics',
  },
];

/** Signed-in pages that need an action of the permission map; others show Access Denied. */
export const PAGE_PERMISSIONS: Partial<Record<WebPath, Permission>> = Object.fromEntries(
  SIDEBAR_NAV.filter((e) => e.permission).map((e) => [e.path, e.permission]),
);

export const NAV_GROUP_LABELS: Record<Exclude<NavGroup, 'main'>, string> = {
  admin: 'Admin',
  owner: 'Owner',
};

/**
 * The sidebar entries a person sees, in order: the Admin and Owner groups follow the platform
 * role through the permission map (a customer's workspace admin never sees them).
 */
export function sidebarFor(who: RoleHolder): NavEntry[] {
  return SIDEBAR_NAV.filter((e) => !e.permission || can(who, e.permission));
}

/** data-testid of a sidebar link: `nav-dashboard` for `/`, else `nav-` + the path's slug. */
export function navTestId(path: string): string {
  const slug = path.replace(/^\/+/, '').replace(/\//g, '-');
  return `nav-${slug || 'dashboard'}`;
}
