import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { connectDatabase } from './db/client.js';
import { freePort } from './db/embedded.js';
import { testConfig } from './test/test-app.js';

describe('starting the app', () => {
  const warnings: string[] = [];
  const onWarning = (w: Error & { code?: string }) =>
    warnings.push(`${w.name} ${w.code ?? ''}: ${w.message}`);
  afterEach(() => {
    process.off('warning', onWarning);
  });

  it('prints no deprecation or other process warning (Fastify FSTDEP023 was one)', async () => {
    process.on('warning', onWarning);
    const port = await freePort(); // nothing listens there: building the app needs no database
    const database = connectDatabase(`postgres://u:p@127.0.0.1:${port}/none`, 1);
    const app = await buildApp({ config: testConfig(), database });
    await app.ready();
    await app.close();
    await database.close();
    // process.emitWarning delivers on the next tick
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings).toEqual([]);
  });
});
