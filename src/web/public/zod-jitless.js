// Runs before the app's modules (a deferred classic script ahead of the module script): zod 4
// otherwise probes for `new Function` while building schemas, which the CSP (script-src 'self',
// no 'unsafe-eval') refuses and Chromium reports as an issue. Jitless parsing validates the same.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
