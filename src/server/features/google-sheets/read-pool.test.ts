// The reading threads themselves: they check and plan the rows (the web thread gets each slice as
// the JSON text it is staged from, and the preview), are reused while they are well, and are
// ended by the time limit and by the heap limit, each time with the message people read.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import type { Planning } from './plan-slices.js';
import { createReadPool, READ_THREAD_NICE, type ReadPool } from './read-pool.js';
import type { FileKind } from './read-spreadsheet.js';

const CSV = Buffer.from('name,address,ipAddress\nA,1 Road,127.75.0.1\n');
const POLICY = { hosted: false, allow: ['127.0.0.0/8'], deny: [] };
let pool: ReadPool | undefined;
afterEach(() => pool?.close());

const NO_PROPERTIES: Planning = { existing: '[]', seesIps: true, plan: 'enterprise' };

/** Reads through the pool and keeps what the sink was given: the count, then the staged rows. */
async function readAll(kind: FileKind, data: Buffer, planning = NO_PROPERTIES) {
  const seen: { total?: number; staged: unknown[] } = { staged: [] };
  const preview = await pool!.read(kind, data, planning, {
    checked: async (total) => {
      seen.total = total;
    },
    rows: async (json) => {
      seen.staged.push(...(JSON.parse(Buffer.from(json).toString('utf8')) as unknown[]));
    },
  });
  return { preview, ...seen };
}

const until = async (f: () => boolean) => {
  for (let i = 0; i < 100 && !f(); i++) await new Promise((r) => setTimeout(r, 50));
  return f();
};

describe('read pool', () => {
  it('reads in a thread that stays for the next file', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 60_000, policy: POLICY });
    const read = await readAll('csv', Buffer.from(CSV));
    expect(read.total).toBe(1);
    expect(read.staged).toEqual([
      {
        r: 2,
        i: null,
        n: 'A',
        a: '1 Road',
        ip: '127.75.0.1',
        t: 'residential',
        d: null,
        ac: 'create',
        p: null,
        w: null,
      },
    ]);
    expect(read.preview).toMatchObject({
      counts: { create: 1, update: 0, unchanged: 0, refused: 0 },
      canCommit: true,
      seesIps: true,
    });
    expect(pool.threads()).toBe(1);
    await expect(readAll('csv', Buffer.from('nothing,here\n1,2\n'))).rejects.toThrow(
      IMPORT_MSG.missingColumns(['name', 'address', 'ipAddress']),
    );
    expect(pool.threads()).toBe(1);
  });

  it('reads at a lower priority than the web thread (Linux)', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 60_000, policy: POLICY });
    await readAll('csv', Buffer.from(CSV));
    // the 19th field of a thread's stat is its nice value; the thread stays for the next file
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(Math.min(19, os.getPriority() + READ_THREAD_NICE));
  });

  it('ends the thread when the time is up', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 100, policy: POLICY });
    await expect(readAll('csv', Buffer.from(CSV))).rejects.toThrow(IMPORT_MSG.tooSlow);
    expect(await until(() => pool!.threads() === 0)).toBe(true);
  });

  it('plans in the thread against the properties it is given, as the caller sees addresses', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 60_000, policy: POLICY });
    const existing = JSON.stringify([
      {
        id: 7,
        name: 'Old',
        address: '1 Road',
        ipAddress: '127.75.0.9',
        type: 'residential',
        description: null,
      },
    ]);
    const file = Buffer.from('name,address,ipAddress\nA,1 Road,127.75.0.1\nB,2 Road,127.75.0.9\n');
    // full addresses: the second row updates property 7, the first is new
    const full = await readAll('csv', file, { existing, seesIps: true, plan: 'enterprise' });
    expect(full.staged.map((r) => (r as { ac: string; p: number | null }).ac)).toEqual([
      'create',
      'update',
    ]);
    expect(full.preview.rows.map((r) => [r.row, r.action, r.propertyId])).toEqual([
      [2, 'create', null],
      [3, 'update', 7],
    ]);
    // masked (127.75.0.x): the first row's address is property 7's as this caller sees it, and
    // the address says which property it is; the stored address is kept and never shown
    const masked = await readAll('csv', file, { existing, seesIps: false, plan: 'enterprise' });
    expect(masked.staged[0]).toMatchObject({
      ac: 'update',
      p: 7,
      ip: '127.75.0.1',
      w: '127.75.0.9',
    });
    expect(masked.preview.rows[0]).toMatchObject({ action: 'update', ipAddress: '127.75.0.x' });
    expect(JSON.stringify(masked.preview.rows[0])).not.toContain('127.75.0.9');
  });
});
