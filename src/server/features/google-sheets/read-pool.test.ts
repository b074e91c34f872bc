// The reading threads themselves: reused while they are well, ended by the time limit and by
// the heap limit, each time with the message people read.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { createReadPool, READ_THREAD_NICE, type ReadPool } from './read-pool.js';

const CSV = Buffer.from('name,address,ipAddress\nA,1 Road,127.75.0.1\n');
const POLICY = { hosted: false, allow: ['127.0.0.0/8'], deny: [] };
let pool: ReadPool | undefined;
afterEach(() => pool?.close());

const until = async (f: () => boolean) => {
  for (let i = 0; i < 100 && !f(); i++) await new Promise((r) => setTimeout(r, 50));
  return f();
};

describe('read pool', () => {
  it('reads in a thread that stays for the next file', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 60_000, policy: POLICY });
    expect(await pool.read('csv', Buffer.from(CSV))).toEqual({
      valid: [
        {
          row: 2,
          id: null,
          name: 'A',
          address: '1 Road',
          ipAddress: '127.75.0.1',
          type: 'residential',
          description: null,
        },
      ],
      refused: [],
    });
    expect(pool.threads()).toBe(1);
    await expect(pool.read('csv', Buffer.from('nothing,here\n1,2\n'))).rejects.toThrow(
      IMPORT_MSG.missingColumns(['name', 'address', 'ipAddress']),
    );
    expect(pool.threads()).toBe(1);
  });

  it('reads at a lower priority than the web thread (Linux)', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 60_000, policy: POLICY });
    await pool.read('csv', Buffer.from(CSV));
    // the 19th field of a thread's stat is its nice value; the thread stays for the next file
    const nices = readdirSync('/proc/self/task').map((tid) => {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
    });
    expect(nices).toContain(Math.min(19, os.getPriority() + READ_THREAD_NICE));
  });

  it('ends the thread when the time is up', async () => {
    pool = createReadPool({ heapMb: 128, timeLimitMs: 100, policy: POLICY });
    await expect(pool.read('csv', Buffer.from(CSV))).rejects.toThrow(IMPORT_MSG.tooSlow);
    expect(await until(() => pool!.threads() === 0)).toBe(true);
  });
});
