// The central route-path table. Paths live in the shared contract so the server and the e2e
// tests use the same strings; features import `paths` from there (features never import app/).
import type { SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '../../contracts/web-routes.js';

export {
  paths,
  serverPaths,
  SIGNED_IN_PATHS,
  SIGNED_OUT_PATHS,
  SIDEBAR_NAV,
  type WebPath,
} from '../../contracts/web-routes.js';

export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];
export type SignedOutPath = (typeof SIGNED_OUT_PATHS)[number];
