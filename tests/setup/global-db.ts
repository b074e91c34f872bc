// Vitest global setup: one PostgreSQL for the run (embedded, or TEST_DATABASE_URL) and one
// migrated template database that each test file copies (CREATE DATABASE ... TEMPLATE).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../src/server/db/client.js';
import { startEmbeddedPostgres } from '../../src/server/db/embedded.js';
import { runMigrations } from '../../src/server/db/migrate.js';
import { withDatabase } from '../../src/server/test/database-url.js';

export const TEMPLATE_DB = 'pm_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

type Cluster = { adminUrl: string; stop: () => Promise<void> };

// Vitest runs this once for the root config and once for each project (vitest.config.ts): they
// share one cluster, stopped when the last of them tears down.
const SHARED = Symbol.for('pm.test.pgCluster');
type Shared = { [SHARED]?: { cluster: Promise<Cluster>; users: number } };

export default async function setup(project: TestProject) {
  const g = globalThis as Shared;
  const shared = (g[SHARED] ??= { cluster: startCluster(), users: 0 });
  shared.users += 1;
  const { adminUrl } = await shared.cluster;
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', TEMPLATE_DB);
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete g[SHARED];
    await (await shared.cluster).stop();
  };
}

async function startCluster(): Promise<Cluster> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  let dir: string | undefined;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pm-test-pg-'));
    const cluster = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    adminUrl = cluster.url;
    stop = cluster.stop;
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const template = connectDatabase(withDatabase(adminUrl, TEMPLATE_DB), 1);
  await runMigrations(template.db);
  await template.close();
  return {
    adminUrl,
    stop: async () => {
      await stop?.();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
