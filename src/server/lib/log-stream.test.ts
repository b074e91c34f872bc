// The default log destination writes a lone line at once and coalesces a burst into few writes,
// none held longer than a moment.
import { describe, expect, it } from 'vitest';
import { bufferedStdout } from './log-stream.js';

describe('bufferedStdout', () => {
  it('writes a line after a quiet spell at once and a burst in one write soon after', async () => {
    const writes: string[] = [];
    const log = bufferedStdout({ write: (c: string) => writes.push(c) });
    log.write('first\n');
    expect(writes).toEqual(['first\n']);
    for (let i = 0; i < 100; i++) log.write(`line ${i}\n`);
    expect(writes).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(writes).toHaveLength(2);
    expect(writes[1]!.split('\n')).toHaveLength(101);
    log.write('after\n');
    log.flush();
    expect(writes.join('')).toContain('after\n');
  });
});
