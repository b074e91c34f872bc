// Test helper: a private copy of the migrated template database and an app built on it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.js';
import type { AppContext } from '../app-context.js';
import { loadConfig, type Config } from '../config.js';
import { connectDatabase, type Database } from '../db/client.js';
import { withDatabase } from './database-url.js';

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

/** Test configuration: loopback-only monitoring, quiet logs, env overrides on top. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      MONITOR_ALLOW: '127.0.0.0/8',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // scrypt at 2^17 takes 128 MiB and a third of a second a hash; config.test.ts proves the
      // production default, password.test.ts hashes at it once
      PASSWORD_HASH_COST: '12',
      // Tests that are not about these limits repeat checks freely.
      CHECK_ALL_PER_MINUTE: '1000',
      CHECK_NOW_PER_MINUTE: '10000',
      // never Google's own host: a test that syncs a sheet points this at its loopback fake
      GOOGLE_SHEETS_API_URL: 'http://127.0.0.1:9/',
      // the key that seals queued mails' links, instead of a key file in ./data
      MAIL_LINK_KEY: 'test-mail-link-key-0123456789-abcdefghij',
      ...env,
    },
    'test',
  );
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
