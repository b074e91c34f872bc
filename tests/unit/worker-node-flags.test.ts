// The worker's node flags as `npm start` and `npm run worker` print them (decision 037): a 64 MB
// young generation only past the default send cap.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const printed = (pps?: string) =>
  execFileSync(process.execPath, ['scripts/worker-node-flags.mjs'], {
    env: { PATH: process.env.PATH, ...(pps === undefined ? {} : { MONITOR_ICMP_PPS: pps }) },
    encoding: 'utf8',
  }).trim();

describe('worker node flags', () => {
  it('leaves V8 its default young generation at the default send cap', () => {
    expect(printed()).toBe('');
    expect(printed('5000')).toBe('');
    expect(printed('')).toBe('');
  });

  it('asks for 64 MB semi-spaces past it', () => {
    expect(printed('5001')).toBe('--max-semi-space-size=64');
    expect(printed('25000')).toBe('--max-semi-space-size=64');
  });

  it('falls back to the default for a send cap that is not a number (the worker refuses it)', () => {
    expect(printed('lots')).toBe('');
  });

  it('is what the npm scripts start the worker with', async () => {
    const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
    for (const script of [pkg.scripts.start, pkg.scripts.worker]) {
      expect(script).toContain('node $(node scripts/worker-node-flags.mjs) dist/server/main.js');
    }
  });
});
