import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOT_SOURCE, bootScript } from '../../scripts/boot-script.js';
import { FIRST_LOAD_URLS } from '../../src/contracts/first-load.js';
import { LIVE_EVENT_TYPES } from '../../src/contracts/monitoring.js';
import { WHOLE_LIST_MAX } from '../../src/contracts/properties.js';

/** Runs the built boot script in a signed-in browser on `pathname`: what it asked and heard. */
function run(pathname: string, firstPageTotal = 25) {
  const fetched: string[] = [];
  const streams: { url: string; events: string[] }[] = [];
  class FakeEventSource {
    events: string[] = [];
    constructor(url: string) {
      streams.push({ url, events: this.events });
    }
    addEventListener(type: string) {
      this.events.push(type);
    }
  }
  const window: { __pmBoot?: unknown } = {};
  const document = {
    cookie: 'pm_hint=1',
    currentScript: { getAttribute: () => '' },
    head: { appendChild: () => {} },
    createElement: () => ({}),
  };
  const body = bootScript();
  new Function('window', 'document', 'location', 'fetch', 'EventSource', 'setTimeout', body)(
    window,
    document,
    { pathname },
    (url: string) => {
      fetched.push(url);
      const answer = { total: firstPageTotal, offset: 0, limit: 10, properties: [] };
      return Promise.resolve({ clone: () => ({ json: () => Promise.resolve(answer) }) });
    },
    FakeEventSource,
    () => {},
  );
  return { fetched, streams, boot: window.__pmBoot };
}

describe('boot.js, built from the contracts', () => {
  it('names no URL or event of its own: they are filled in from the contracts', () => {
    const source = readFileSync(BOOT_SOURCE, 'utf8');
    expect(source).not.toMatch(/['"]\/api\//);
    for (const type of LIVE_EVENT_TYPES) expect(source).not.toContain(`'${type}'`);
  });

  it('on the dashboard asks the first screen’s calls and listens for every live event', async () => {
    const { fetched, streams, boot } = run('/');
    expect(fetched).toEqual([
      FIRST_LOAD_URLS.user,
      FIRST_LOAD_URLS.firstPage,
      FIRST_LOAD_URLS.dashboardStats,
    ]);
    expect(streams).toEqual([{ url: FIRST_LOAD_URLS.events, events: [...LIVE_EVENT_TYPES] }]);
    expect(boot).toBeDefined();
    // the whole list once the first page says the workspace is small enough to read whole
    const responses = (boot as { responses: Record<string, Promise<unknown>> }).responses;
    await responses[FIRST_LOAD_URLS.properties];
    expect(fetched.at(-1)).toBe(FIRST_LOAD_URLS.properties);
  });

  it('on a large workspace’s dashboard does not ask for the whole list (issue 32)', async () => {
    const { fetched, boot } = run('/', WHOLE_LIST_MAX + 1);
    const responses = (boot as { responses: Record<string, Promise<unknown>> }).responses;
    expect(await responses[FIRST_LOAD_URLS.properties]).toBeNull();
    expect(fetched).not.toContain(FIRST_LOAD_URLS.properties);
    expect(run('/', WHOLE_LIST_MAX).boot).toBeDefined();
  });

  it('elsewhere asks only who is signed in', () => {
    const { fetched, streams } = run('/team');
    expect(fetched).toEqual([FIRST_LOAD_URLS.user]);
    expect(streams).toEqual([]);
  });

  it('refuses a boot.js that names a constant the build does not know', () => {
    expect(() => bootScript('get(__FIRST_LOAD_URLS__.user); __OTHER__;')).toThrow(
      'src/web/boot.js names an unknown constant',
    );
    expect(() => bootScript('get(__FIRST_LOAD_URLS__.nowhere);')).toThrow(
      'boot.js: no first-load URL nowhere',
    );
  });
});
