// Shared by the prerender build step and the server that serves its output.
/** Stands for the site's origin in prerendered pages until the server knows its PUBLIC_URL. */
export const ORIGIN_TOKEN = '__PUBLIC_ORIGIN__';
export const PRERENDER_MANIFEST = 'manifest.json';
export type PrerenderManifest = { pages: { route: string; file: string }[] };
