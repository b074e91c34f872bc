// How every Chromium this repository starts runs (the Playwright journeys, bench:web and
// bench:lighthouse): the system build, without the sandbox (it cannot start inside the
// containers we run in), the GPU, or any of the background calls Chromium makes on its own, so a
// run sends nothing beyond loopback.

/** The system Chromium; Playwright's own browsers are not downloaded. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
