// The one property factory's body: unique, valid, on loopback. Shared by the API tests (through
// factories.ts) and the browser journeys (tests/e2e/support/properties-api.ts), so it imports
// neither Vitest nor Playwright.
import type { CreatePropertyBody } from '../../contracts/properties.js';

let seq = 0;

/** The n-th loopback address of a /16 under 127.<block>: 127.<block>.0.1, 127.<block>.0.2, ... */
export const loopbackIp = (n: number, block = 1) =>
  `127.${block}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;

/** A create-property body with a unique name, address ("<n> Test Street") and loopback address. */
export function propertyBody(over: Partial<CreatePropertyBody> = {}): CreatePropertyBody {
  seq++;
  const name = over.name ?? `Property ${seq}`;
  return {
    name,
    address: `${seq} Test Street`,
    ipAddress: loopbackIp(seq),
    type: 'residential',
    permissionConfirmed: true,
    ...over,
  };
}
