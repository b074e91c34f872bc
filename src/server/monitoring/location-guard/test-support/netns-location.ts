// A monitoring location in a network namespace the test creates (see probe/test-netns.ts): its
// probe engine runs as a process inside it, so the checks are real packets that never leave the
// machine. In the namespace every 127.0.0.0/8 address answers but 127.77.1.0/24 (silent: a host
// that is really down). cut() drops every echo request and TCP SYN in the namespace at once, as
// a lost uplink would; restore() undoes it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createTestNetns, type TestNetns } from '../../probe/test-netns.js';
import type { ProbeResult, ProbeTarget } from '../../probe/types.js';
import type { BatchProber } from '../../scheduler.js';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..', '..');

const rulesWith = (body: string) => `
table inet pmcut {
  chain input {
    type filter hook input priority -10; policy accept;
${body}
  }
}
`;
const CUT_RULES = rulesWith('icmp type echo-request drop\ntcp flags & (syn | ack) == syn drop');
/** nft rule lines dropping echo requests and TCP SYNs to these addresses (netns-agent.ts too) */
export const addressDropLines = (addresses: string[]) =>
  addresses
    .map(
      (a) =>
        `ip daddr ${a} icmp type echo-request drop\nip daddr ${a} tcp flags & (syn | ack) == syn drop`,
    )
    .join('\n');
const dropRules = (addresses: string[]) => rulesWith(addressDropLines(addresses));

export type NetnsLocation = {
  prober: BatchProber;
  cut(): Promise<void>;
  /** drops echo requests and TCP SYNs to these addresses only (undone by restore()) */
  drop(addresses: string[]): Promise<void>;
  restore(): Promise<void>;
  destroy(): Promise<void>;
};

export async function startNetnsLocation(): Promise<NetnsLocation> {
  const ns: TestNetns = await createTestNetns();
  const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
  const child: ChildProcess = spawn(
    'ip',
    ['netns', 'exec', ns.name, tsx, join(here, 'probe-server-script.ts')],
    { cwd: repoRoot, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const waiting = new Map<number, (r: ProbeResult[]) => void>();
  let seq = 0;
  const ready = new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`probe process exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const msg = JSON.parse(line) as { ready?: string; seq?: number; results?: ProbeResult[] };
      if (msg.ready) return resolve();
      waiting.get(msg.seq!)?.(msg.results!);
      waiting.delete(msg.seq!);
    });
  });
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    await ready;
  } catch (err) {
    await ns.destroy();
    throw err;
  } finally {
    clearTimeout(timeout);
  }
  return {
    prober: {
      probe(targets: ProbeTarget[]) {
        const n = ++seq;
        return new Promise<ProbeResult[]>((resolve) => {
          waiting.set(n, resolve);
          child.stdin!.write(JSON.stringify({ seq: n, targets }) + '\n');
        });
      },
    },
    async cut() {
      const nft = run('ip', ['netns', 'exec', ns.name, 'nft', '-f', '-']);
      nft.child.stdin?.end(CUT_RULES);
      await nft;
    },
    async drop(addresses) {
      const nft = run('ip', ['netns', 'exec', ns.name, 'nft', '-f', '-']);
      nft.child.stdin?.end(dropRules(addresses));
      await nft;
    },
    async restore() {
      await run('ip', ['netns', 'exec', ns.name, 'nft', 'delete', 'table', 'inet', 'pmcut']);
    },
    async destroy() {
      child.stdin!.end();
      await new Promise((r) => {
        const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => r(clearTimeout(kill)));
      });
      await ns.destroy();
    },
  };
}
