// Imports are bounded (issue 30): a file that needs more memory than the reading thread may use,
// or more time than allowed, is refused with a message while the server goes on answering; one
// import per workspace and a few at once, the rest in line with their position in the answer.
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG, type ImportJob } from '../../../contracts/google-sheets.js';
import { call, createActor } from '../../test/actors.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvFile, HEADER, propertyRows } from './test-support/files.js';
import { preview, upload, waitForImport } from './test-support/import-calls.js';

const csvOf = (rows: string[][]) => csvFile(rows.map((r) => r.join(',')).join('\n'));
const SMALL = csvOf([HEADER, ...propertyRows(2, 71)]);
/** About 8.6 MB of rows whose records outgrow a 16 MB heap. */
function bigCsv(): Buffer {
  const lines = ['name,address,ipAddress,type,description'];
  for (let i = 0; i < 40_000; i++) {
    const ip = `127.72.${i >> 8}.${i & 255}`;
    lines.push(
      `Name ${i} ${'n'.repeat(40)},${i} Road ${'a'.repeat(40)},${ip},residential,${'d'.repeat(80)}`,
    );
  }
  return csvFile(lines.join('\n'));
}

const health = async (app: Parameters<typeof call>[0]) =>
  (await app.inject({ url: '/api/health' })).statusCode;

describe('one import per workspace, one at a time on this server (IMPORT_CONCURRENCY=1)', () => {
  const t = useTestApp({ IMPORT_CONCURRENCY: '1', IMPORT_MAX_QUEUED: '1', IMPORT_HEAP_MB: '16' });

  it('puts an upload in line behind the running one and says where; past the line it answers 503', async () => {
    const [a, b, c] = await Promise.all([
      createActor(t.ctx, 'admin'),
      createActor(t.ctx, 'admin'),
      createActor(t.ctx, 'admin'),
    ]);
    // the first starts at once: its thread takes a while to start, so it still runs when the
    // second and third arrive
    const first = await upload(t.app, a, 'a.csv', csvOf([HEADER, ...propertyRows(3000, 73)]));
    expect(first.json()).toMatchObject({ status: 'parsing', queuePosition: null });
    const second = await upload(t.app, b, 'b.csv', SMALL);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toMatchObject({
      status: 'parsing',
      progress: { phase: 'queued' },
      queuePosition: 1,
    });
    const third = await upload(t.app, c, 'c.csv', SMALL);
    expect(third.statusCode).toBe(503);
    expect(third.json()).toEqual({ message: IMPORT_MSG.queueFull, code: 'unavailable' });

    const [doneA, doneB] = await Promise.all([
      waitForImport(t.app, a, (first.json() as ImportJob).id),
      waitForImport(t.app, b, (second.json() as ImportJob).id),
    ]);
    expect(doneA).toMatchObject({ status: 'preview', counts: { create: 3000 } });
    expect(doneB).toMatchObject({ status: 'preview', counts: { create: 2 }, queuePosition: null });
  });

  it("waits for the same workspace's import even when a slot is free elsewhere", async () => {
    const a = await createActor(t.ctx, 'admin');
    const first = await upload(t.app, a, 'one.csv', csvOf([HEADER, ...propertyRows(3000, 74)]));
    const second = await upload(t.app, a, 'two.csv', SMALL);
    expect(second.json()).toMatchObject({ progress: { phase: 'queued' }, queuePosition: 1 });
    const poll = await call(t.app, a, {
      url: `/api/google-sheets/imports/${(second.json() as ImportJob).id}`,
    });
    const polled = poll.json() as ImportJob;
    // still in line unless the first finished meanwhile
    if (polled.progress.phase === 'queued') expect(polled.queuePosition).toBe(1);
    await waitForImport(t.app, a, (first.json() as ImportJob).id);
    expect(await waitForImport(t.app, a, polled.id)).toMatchObject({ status: 'preview' });
  });

  it('refuses a file that needs more memory than the thread may use, and goes on', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const big = await preview(t.app, admin, 'big.csv', bigCsv());
    expect(big).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooMuchMemory });
    expect(await health(t.app)).toBe(200);
    // the next file gets a new thread
    expect(await preview(t.app, admin, 'small.csv', SMALL)).toMatchObject({
      status: 'preview',
      counts: { create: 2 },
    });
  });
});

describe('the time limit ends the reading thread', () => {
  const t = useTestApp({ IMPORT_TIME_LIMIT_SECONDS: '0.2' });

  it('refuses a file it could not read in time, and goes on', async () => {
    const admin = await createActor(t.ctx, 'admin');
    const slow = await preview(t.app, admin, 'slow.csv', SMALL);
    expect(slow).toMatchObject({ status: 'failed', message: IMPORT_MSG.tooSlow });
    expect(await health(t.app)).toBe(200);
  });
});
