import { describe, expect, it } from 'vitest';
import {
  navTestId,
  paths,
  SIDEBAR_NAV,
  sidebarFor,
  SIGNED_IN_PATHS,
  SIGNED_OUT_PATHS,
} from '../../contracts/web-routes.js';
import { SPEC_HELP_PATHS } from '../../../tests/spec/public-pages.js';
import { helpPages, signedInPages, signedOutPages, signInFirstRoutes } from './route-table.js';

const sorted = (xs: readonly string[]) => [...xs].sort();
/** The help pages come from content/: a new guide or post adds its route to both tables. */
const withHelp = (xs: readonly string[]) =>
  sorted([...new Set([...xs, ...Object.keys(helpPages)])]);

describe('route tables (spec core §2)', () => {
  it('signed in: exactly the specified paths', () => {
    expect(sorted(SIGNED_IN_PATHS)).toEqual(
      sorted([
        '/',
        '/properties',
        '/alerts',
        '/reports',
        '/google-sheets',
        '/team',
        '/settings',
        '/billing',
        '/system-overview',
        '/business-dashboard',
        '/promo-codes',
        '/beta-testers',
        '/affiliates',
        '/affiliate-dashboard',
        // issue 27
        '/status-pages',
        ...SPEC_HELP_PATHS,
        '/support',
        '/apply-beta',
        // issue 27: maintenance windows
        '/maintenance',
        // issue 29
        '/incidents',
      ]),
    );
    expect(sorted(Object.keys(signedInPages))).toEqual(withHelp(SIGNED_IN_PATHS));
  });

  it('signed out: exactly the specified paths plus the sign-in pages', () => {
    expect(sorted(SIGNED_OUT_PATHS)).toEqual(
      sorted([
        '/',
        '/billing',
        '/pricing',
        ...SPEC_HELP_PATHS,
        '/support',
        '/apply-beta',
        '/affiliate-dashboard',
        '/sign-in',
        '/forgot-password',
        '/reset-password',
      ]),
    );
    // the landing (/) and sign-in pages are routed separately, with their own layout
    const ownLayout = new Set<string>([
      paths.home,
      paths.signIn,
      paths.forgotPassword,
      paths.resetPassword,
    ]);
    expect(sorted(Object.keys(signedOutPages))).toEqual(
      withHelp(SIGNED_OUT_PATHS.filter((p) => !ownLayout.has(p))),
    );
  });

  it('signed out, every signed-in page that a visitor cannot see leads to sign-in (issue 30)', () => {
    expect(sorted(signInFirstRoutes)).toEqual(
      sorted([
        '/properties',
        '/properties/:id',
        '/alerts',
        '/reports',
        '/google-sheets',
        '/team',
        '/settings',
        '/system-overview',
        '/business-dashboard',
        '/promo-codes',
        '/beta-testers',
        '/affiliates',
        '/maintenance',
        '/status-pages',
        // issue 29
        '/incidents',
        '/incidents/:id',
      ]),
    );
  });

  it('serves every specified help page from the content folder', () => {
    expect(sorted(Object.keys(helpPages))).toEqual(sorted(SPEC_HELP_PATHS));
  });
});

describe('sidebar (spec core §2)', () => {
  it('lists the entries in the specified order', () => {
    expect(SIDEBAR_NAV.map((e) => [e.label, e.path])).toEqual([
      ['Dashboard', '/'],
      ['System Overview', '/system-overview'],
      ['Properties', '/properties'],
      ['Alerts', '/alerts'],
      // issue 29
      ['Incidents', '/incidents'],
      ['Reports', '/reports'],
      ['Maintenance', '/maintenance'],
      ['Bulk Upload', '/google-sheets'],
      // issue 27
      ['Status Pages', '/status-pages'],
      ['Support', '/support'],
      ['Affiliate Program', '/affiliate-dashboard'],
      ['Team', '/team'],
      ['Billing', '/billing'],
      ['Settings', '/settings'],
      ['Promo Codes', '/promo-codes'],
      ['Beta Testers', '/beta-testers'],
      ['Affiliates', '/affiliates'],
      ['Business Dashboard', '/business-dashboard'],
    ]);
    expect(SIDEBAR_NAV.filter((e) => e.newTab).map((e) => e.label)).toEqual([
      'Support',
      'Affiliate Program',
    ]);
  });

  it('shows the Admin group to platform admin and owner, the Owner group to owner only', () => {
    const labels = (who: Parameters<typeof sidebarFor>[0]) => sidebarFor(who).map((e) => e.label);
    const owner = labels({ platformRole: 'owner', workspaceRole: 'viewer' });
    expect(owner).toContain('Business Dashboard');
    expect(owner).toContain('Promo Codes');
    const platformAdmin = labels({ platformRole: 'admin', workspaceRole: 'viewer' });
    expect(platformAdmin).toContain('Affiliates');
    expect(platformAdmin).not.toContain('Business Dashboard');
    // a customer's own workspace admin is not the site operator (issue 8)
    for (const role of ['admin', 'staff', 'viewer'] as const) {
      // the specification's 11, Maintenance and Status Pages (issue 27), Incidents (issue 29)
      expect(labels({ platformRole: null, workspaceRole: role })).toHaveLength(14);
    }
  });

  it('names test ids after the path', () => {
    expect(navTestId('/')).toBe('nav-dashboard');
    expect(navTestId('/google-sheets')).toBe('nav-google-sheets');
    expect(navTestId('/blog/getting-started')).toBe('nav-blog-getting-started');
  });
});
