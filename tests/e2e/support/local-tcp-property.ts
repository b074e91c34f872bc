// "A property on a local TCP target goes online", the start of every journey about a status
// change: a TCP server on 127.0.0.1 that accepts, a property checking it by TCP with a 1 s
// timeout, checked at once and online (through the API) when this returns.
import type { APIRequestContext } from '@playwright/test';
import type { CreatePropertyBody, Property } from '../../../src/contracts/properties.js';
import { startAcceptingServer, startJammedListener, type Target } from './loopback-targets.js';
import { checkNowViaApi, createPropertyViaApi, waitForStatusViaApi } from './properties-api.js';

export type LocalTcpProperty = {
  property: Property;
  /** The port stops answering (a listener that never accepts) and a check is asked for. */
  stopAnswering(): Promise<void>;
  close(): Promise<void>;
};

export async function onlinePropertyOnLocalTcp(
  request: APIRequestContext,
  body: Partial<CreatePropertyBody> & Pick<CreatePropertyBody, 'name'>,
): Promise<LocalTcpProperty> {
  let target: Target = await startAcceptingServer();
  const port = target.port;
  try {
    const property = await createPropertyViaApi(request, {
      ipAddress: '127.0.0.1',
      checkMethod: 'tcp',
      tcpPort: port,
      timeoutMs: 1000,
      ...body,
    });
    await checkNowViaApi(request, property.id);
    await waitForStatusViaApi(request, property.id, 'online');
    return {
      property,
      async stopAnswering() {
        await target.close();
        target = await startJammedListener(port);
        await checkNowViaApi(request, property.id);
      },
      close: () => target.close(),
    };
  } catch (err) {
    await target.close();
    throw err;
  }
}
