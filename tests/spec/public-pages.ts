// The public help pages as the specification names them (spec commercial §2), written out once as
// the tests' expectation: the content folder, the web route tables and the prerendered HTML are
// each checked against this list, never against one another, so a page lost in one shows.

/** The six guides carded on /docs, in the order the specification lists them. */
export const SPEC_GUIDE_PATHS = [
  '/getting-started',
  '/configuration-guide',
  '/api-documentation',
  '/reports-analytics',
  '/security-guide',
  '/troubleshooting',
] as const;

/** Every help page: the blog and its posts, the FAQ, the docs index, the guides and best practices. */
export const SPEC_HELP_PATHS = [
  '/blog',
  '/blog/getting-started',
  '/blog/alert-management',
  '/faq',
  '/docs',
  ...SPEC_GUIDE_PATHS,
  '/best-practices',
] as const;
