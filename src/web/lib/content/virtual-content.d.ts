// The modules the content plugin (src/server/content/vite-content-plugin.ts) compiles at build
// time. Typed loosely here; src/web/lib/content/content-index.ts gives them their real types.
declare module 'virtual:content/index' {
  export const contentPages: readonly unknown[];
  export const externalPosts: readonly unknown[];
  export const contentBodies: Readonly<Record<string, () => Promise<{ default: unknown }>>>;
}
