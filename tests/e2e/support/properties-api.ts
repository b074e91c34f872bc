// Properties made through the API for journeys: loopback addresses only (MONITOR_ALLOW=127.0.0.0/8).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatePropertyBody, Property } from '../../../src/contracts/properties.js';
import { propertyBody } from '../../../src/server/test/property-body.js';

/** Long enough that only the checks a journey asks for run after the first one. */
export const QUIET_INTERVAL_SECONDS = 1440 * 60;

export async function createPropertyViaApi(
  request: APIRequestContext,
  body: Partial<CreatePropertyBody> & Pick<CreatePropertyBody, 'name' | 'ipAddress'>,
): Promise<Property> {
  if (!body.ipAddress.startsWith('127.')) throw new Error('journeys use loopback addresses only');
  const res = await request.post('/api/properties', {
    data: propertyBody({
      // journeys read addresses as "<name> Street"
      address: `${body.name} Street`,
      intervalSeconds: QUIET_INTERVAL_SECONDS,
      ...body,
    }),
  });
  if (res.status() !== 201) throw new Error(`create property ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Property;
}

export async function getPropertyViaApi(request: APIRequestContext, id: number): Promise<Property> {
  const res = await request.get(`/api/properties/${id}`);
  if (res.status() !== 200) throw new Error(`get property ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Property;
}

/**
 * "Check now" for one property or, without an id, all of them. A new property's first check is
 * spread over up to 30 s; journeys that wait for a status ask for it at once instead.
 */
export async function checkNowViaApi(request: APIRequestContext, id?: number): Promise<void> {
  const res = await request.post(
    id === undefined ? '/api/ping/check-all' : `/api/ping/check/${id}`,
  );
  if (res.status() !== 202) throw new Error(`check ${res.status()}: ${await res.text()}`);
}

/** Polls the API until the property has the status (the page may show it a moment later). */
export async function waitForStatusViaApi(
  request: APIRequestContext,
  id: number,
  status: Property['status'],
  timeout = 15_000,
): Promise<void> {
  await expect
    .poll(async () => (await getPropertyViaApi(request, id)).status, { timeout })
    .toBe(status);
}

/** A workspace admin shows full addresses to the workspace (masking is on by default). */
export async function unmaskIps(request: APIRequestContext): Promise<void> {
  const res = await request.put('/api/settings/workspace', { data: { maskIps: false } });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Holds the page's GET /api/properties (the whole list, not its first page) until the function
 * returned is called or `maxMs` passed, as 10,000 properties would take: the dashboard meanwhile
 * shows the list's first page.
 */
export async function holdPropertyList(page: Page, maxMs: number): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/properties',
    async (route) => {
      await Promise.race([held, new Promise((r) => setTimeout(r, maxMs))]);
      await route.continue();
    },
  );
  return release;
}
