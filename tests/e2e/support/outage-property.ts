// The set-up of the incident journeys (issue 29): a new workspace where one failed check confirms
// an outage, and a TCP property on a loopback port whose listener the journey switches between
// answering (online) and never accepting (offline), so that incidents open and resolve on demand.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Property } from '../../../src/contracts/properties.js';
import { signUpNewAccount, type Account } from './accounts.js';
import { startAcceptingServer, startJammedListener, type Target } from './loopback-targets.js';
import { checkNowViaApi, createPropertyViaApi, waitForStatusViaApi } from './properties-api.js';

/** The property's port: what listens on it is switched in place; close() at the journey's end. */
export type SwitchablePort = {
  readonly port: number;
  /** a listener that never accepts takes the port: the next check fails */
  jam(): Promise<void>;
  /** an accepting server takes the port again: the next check succeeds */
  answer(): Promise<void>;
  close(): Promise<void>;
};

function switchable(first: Target): SwitchablePort {
  let current = first;
  const swap = async (start: (port: number) => Promise<Target>) => {
    await current.close();
    current = await start(first.port);
  };
  return {
    port: first.port,
    jam: () => swap(startJammedListener),
    answer: () => swap(startAcceptingServer),
    close: () => current.close(),
  };
}

export type OutageSetUp = { account: Account; property: Property; target: SwitchablePort };

/**
 * Signs up a new account on `request` (its workspace confirms an outage on one failed check) with
 * one TCP property on an answering loopback port, checked and seen online. The caller closes
 * `target` (in a finally); if the set-up itself fails, it is closed here.
 */
export async function signUpWithOnlineTcpProperty(
  request: APIRequestContext,
  accountPrefix: string,
  propertyName: string,
): Promise<OutageSetUp> {
  const account = await signUpNewAccount(request, accountPrefix);
  // one failed check confirms the outage
  const settings = await request.put('/api/settings/workspace', {
    data: { failuresBeforeOffline: 1 },
  });
  expect(settings.status(), await settings.text()).toBe(200);

  const target = switchable(await startAcceptingServer());
  try {
    const property = await createPropertyViaApi(request, {
      name: propertyName,
      ipAddress: '127.0.0.1',
      checkMethod: 'tcp',
      tcpPort: target.port,
      timeoutMs: 1000,
    });
    await checkNowViaApi(request, property.id);
    await waitForStatusViaApi(request, property.id, 'online');
    return { account, property, target };
  } catch (error) {
    await target.close();
    throw error;
  }
}
