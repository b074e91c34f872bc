// The embedded PostgreSQL no longer takes postgres/postgres (any local user had the whole
// database through its loopback port): a random password, kept in DATA_DIR with mode 0600,
// reused on later starts; a cluster made with the old password is given the kept one.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { passwordFileOf } from './cluster-password.js';
import { startEmbeddedPostgres } from './embedded.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'pm-pgpw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tcpPort = () =>
  Number(readFileSync(path.join(dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);

/** Over loopback TCP, as any local user could. */
async function tryConnect(password: string): Promise<string> {
  const client = new pg.Client(`postgres://postgres:${password}@127.0.0.1:${tcpPort()}/postgres`);
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return 'connected';
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

describe('the embedded PostgreSQL password', () => {
  it('is random, kept with mode 0600, reused, and a cluster with the old fixed one is moved to it', async () => {
    const notices: string[] = [];
    const first = await startEmbeddedPostgres({
      dataDir: dir,
      database: 'postgres',
      onNotice: (m) => notices.push(m),
    });
    const file = passwordFileOf(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const kept = readFileSync(file, 'utf8').trim();
    expect(kept).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await tryConnect('postgres')).toBe(
      'refused: password authentication failed for user "postgres"',
    );
    expect(await tryConnect(kept)).toBe('connected');
    expect(first.url).toContain(`postgres://postgres:${kept}@`);
    expect(notices.join('\n')).not.toContain('was replaced');

    // A cluster as older versions left it: the fixed password, and no file.
    const admin = new pg.Client(first.url);
    await admin.connect();
    await admin.query(`ALTER ROLE postgres PASSWORD 'postgres'`);
    await admin.end();
    await first.stop();
    rmSync(file);

    const second = await startEmbeddedPostgres({
      dataDir: dir,
      database: 'postgres',
      onNotice: (m) => notices.push(m),
    });
    const moved = readFileSync(file, 'utf8').trim();
    expect(moved).not.toBe(kept);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(notices).toContain(
      `the embedded PostgreSQL's fixed password postgres/postgres was replaced by a random one, kept in ${file}`,
    );
    expect(await tryConnect('postgres')).toBe(
      'refused: password authentication failed for user "postgres"',
    );
    expect(await tryConnect(moved)).toBe('connected');
    await second.stop();

    // Later starts reuse the kept password and change nothing.
    const third = await startEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    expect(readFileSync(file, 'utf8').trim()).toBe(moved);
    expect(await tryConnect(moved)).toBe('connected');
    await third.stop();
  }, 90_000);
});
