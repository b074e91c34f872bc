import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedCluster } from './embedded.js';
import {
  commandName,
  isAlive,
  isPostgresOn,
  parentOf,
  startTimeOf,
  type ProcessSource,
} from './postmaster-process.js';

/** A pid that existed and is gone (reaped). */
async function deadPid(): Promise<number> {
  const child = spawn('true');
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

// Linux reads /proc; macOS has none and asks ps. Both are run here, where both exist.
describe.each<ProcessSource>(['proc', 'ps'])('what %s says about a process', (source) => {
  let root: string;
  let cluster: EmbeddedCluster;
  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'pm-process-'));
    cluster = await startEmbeddedPostgres({ dataDir: root, database: 'process' });
  }, 60_000);
  afterAll(async () => {
    await cluster?.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it('alive, its parent and a start time that stays the same and has no spaces', async () => {
    expect(isAlive(process.pid, source)).toBe(true);
    expect(commandName(process.pid, source)).toBe('node');
    expect(parentOf(process.pid, source)).toBe(process.ppid);
    const started = startTimeOf(process.pid, source);
    expect(started).toMatch(/^\S+$/);
    expect(startTimeOf(process.pid, source)).toBe(started);
    const gone = await deadPid();
    expect(isAlive(gone, source)).toBe(false);
    expect(startTimeOf(gone, source)).toBeUndefined();
    expect(commandName(gone, source)).toBeUndefined();
  });

  it('recognises the postmaster of its own data directory only', () => {
    const pgDir = path.join(root, 'pg');
    expect(commandName(cluster.pid!, source)).toBe('postgres');
    expect(isPostgresOn(cluster.pid!, pgDir, source)).toBe(true);
    expect(isPostgresOn(cluster.pid!, path.join(root, 'other'), source)).toBe(false);
    expect(isPostgresOn(process.pid, pgDir, source)).toBe(false);
  });
});
