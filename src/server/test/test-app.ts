// Test helper: a private copy of the migrated template database and an app built on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppContext } from '../app-context.js';
import { connectDatabase, type Database } from '../db/client.js';
import { withDatabase } from './database-url.js';
import { testConfig } from './test-config.js';

export { testConfig };

export type TestApp = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

/** A fresh database (copied from the migrated template in milliseconds), yours alone. */
export async function createTestDatabase(): Promise<{
  url: string;
  database: Database;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject('pgAdminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const database = connectDatabase(url, 5);
  return {
    url,
    database,
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: BuildOptions = {},
): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const ctx: AppContext = { config: testConfig(env), database };
  const app = await buildApp(ctx, opts);
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
