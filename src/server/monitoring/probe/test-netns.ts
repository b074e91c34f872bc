// Test hosts that really stay silent or reject, inside a network namespace the test creates and
// deletes: nothing sent there leaves the machine. Needs root, iproute2 and nftables.
//   127.0.0.0/8 ........ answers (loopback of the namespace)
//   127.77.1.0/24 ...... drops ICMP echo requests and TCP SYNs (-> timeout)
//   127.77.2.0/24 ...... rejects them with ICMP host-unreachable (-> unreachable)
// Rules sit on the input hook: dropping on output would make sendto fail with EPERM instead.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..');

export const SILENT_NET = '127.77.1';
export const REJECT_NET = '127.77.2';

const RULES = `
table inet pmtest {
  chain input {
    type filter hook input priority 0; policy accept;
    ip daddr ${SILENT_NET}.0/24 icmp type echo-request drop
    ip daddr ${SILENT_NET}.0/24 tcp flags & (syn | ack) == syn drop
    ip daddr ${REJECT_NET}.0/24 icmp type echo-request reject with icmp type host-unreachable
    ip daddr ${REJECT_NET}.0/24 tcp flags & (syn | ack) == syn reject with icmp type host-unreachable
  }
}
`;

/** Why namespace tests cannot run here, or null when they can. */
export function netnsUnavailableReason(): string | null {
  if (process.platform !== 'linux') return 'network namespaces need Linux';
  if (process.getuid?.() !== 0) return 'network namespace tests need root';
  for (const [cmd, arg] of [
    ['ip', '-V'],
    ['nft', '--version'],
  ] as const) {
    const r = spawnSync(cmd, [arg], { stdio: 'ignore' });
    if (r.error || r.status !== 0)
      return `${cmd} is not installed (apt-get install -y iproute2 nftables)`;
  }
  return null;
}

export type TestNetns = {
  name: string;
  /** Runs netns-probe-script.ts inside the namespace and returns what it printed as JSON. */
  runScript(input: unknown, timeoutMs?: number): Promise<unknown>;
  destroy(): Promise<void>;
};

export async function createTestNetns(): Promise<TestNetns> {
  const name = `pm-test-${randomBytes(4).toString('hex')}`;
  await run('ip', ['netns', 'add', name]);
  const destroy = async () => {
    await run('ip', ['netns', 'del', name]).catch(() => {});
  };
  try {
    await run('ip', ['-n', name, 'link', 'set', 'lo', 'up']);
    // Let every group open unprivileged ICMP datagram sockets in this namespace only.
    await run('ip', [
      'netns',
      'exec',
      name,
      'sysctl',
      '-qw',
      'net.ipv4.ping_group_range=0 2147483647',
    ]);
    const nft = run('ip', ['netns', 'exec', name, 'nft', '-f', '-']);
    nft.child.stdin?.end(RULES);
    await nft;
  } catch (err) {
    await destroy();
    throw err;
  }
  return {
    name,
    destroy,
    async runScript(input, timeoutMs = 30_000) {
      const tsx = join(repoRoot, 'node_modules', '.bin', 'tsx');
      const script = join(here, 'netns-probe-script.ts');
      const { stdout } = await run(
        'ip',
        ['netns', 'exec', name, tsx, script, JSON.stringify(input)],
        { cwd: repoRoot, timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 16 * 1024 * 1024 },
      );
      return JSON.parse(stdout.trim().split('\n').pop() ?? 'null');
    },
  };
}
