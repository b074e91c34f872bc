// The line imports wait in: one at a time per workspace, a few at once on the server, positions
// as the page shows them, and a full line refused with its message.
import { describe, expect, it } from 'vitest';
import { IMPORT_MSG } from '../../../contracts/google-sheets-messages.js';
import { createImportQueue } from './import-queue.js';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const started = { value: false };
  return { task: async () => ((started.value = true), await opened, 'done'), open, started };
}

describe('import queue', () => {
  it('runs one import per workspace and a few at once, the rest in line with their position', async () => {
    const queue = createImportQueue({ concurrency: 2, maxQueued: 10 });
    const [a1, a2, b1, c1] = [gate(), gate(), gate(), gate()];
    const runA1 = queue.run({ id: 'a1', workspaceId: 'A' }, a1.task);
    const runA2 = queue.run({ id: 'a2', workspaceId: 'A' }, a2.task);
    const runB1 = queue.run({ id: 'b1', workspaceId: 'B' }, b1.task);
    const runC1 = queue.run({ id: 'c1', workspaceId: 'C' }, c1.task);
    // A's second waits for A's first; B takes the second slot though A's second came first
    expect([a1, a2, b1, c1].map((g) => g.started.value)).toEqual([true, false, true, false]);
    expect(['a1', 'a2', 'b1', 'c1'].map((id) => queue.positionOf(id))).toEqual([null, 1, null, 2]);

    a1.open();
    await runA1;
    // A's first is done: its second runs now, C still waits for a slot
    expect([a2.started.value, c1.started.value]).toEqual([true, false]);
    expect(queue.positionOf('c1')).toBe(1);
    b1.open();
    await runB1;
    expect(c1.started.value).toBe(true);
    a2.open();
    c1.open();
    expect(await Promise.all([runA2, runC1])).toEqual(['done', 'done']);
  });

  it('refuses an import past the line with 503 and its message, and frees the slot after a failure', async () => {
    const queue = createImportQueue({ concurrency: 1, maxQueued: 1 });
    const first = gate();
    const running = queue.run({ id: '1', workspaceId: 'A' }, first.task);
    const waiting = queue.run({ id: '2', workspaceId: 'B' }, async () => 'second');
    expect(() => queue.assertRoom()).toThrow(IMPORT_MSG.queueFull);
    await expect(
      queue.run({ id: '3', workspaceId: 'C' }, async () => 'third'),
    ).rejects.toMatchObject({ status: 503, message: IMPORT_MSG.queueFull });
    first.open();
    await running;
    expect(await waiting).toBe('second');
    await expect(
      queue.run({ id: '4', workspaceId: 'A' }, () => Promise.reject(new Error('broken'))),
    ).rejects.toThrow('broken');
    expect(await queue.run({ id: '5', workspaceId: 'A' }, async () => 'after')).toBe('after');
  });

  it('refuses what still waits when the app closes', async () => {
    const queue = createImportQueue({ concurrency: 1, maxQueued: 5 });
    const first = gate();
    void queue.run({ id: '1', workspaceId: 'A' }, first.task);
    const waiting = queue.run({ id: '2', workspaceId: 'B' }, async () => 'never');
    queue.close();
    await expect(waiting).rejects.toMatchObject({ message: IMPORT_MSG.interrupted });
    first.open();
  });
});
