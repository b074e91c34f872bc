// A real agent process (`src/server/agent/start.ts`, as `npm run agent` runs it) inside a network
// namespace the test creates (probe/test-netns.ts): its probes are real packets on the
// namespace's loopback, which the test can drop per target or all at once (a cut uplink) with
// nft rules, while its HTTP calls reach the central server through forward-script.ts and a Unix
// socket. Nothing leaves loopback; everything is removed by stop().
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { addressDropLines } from '../../monitoring/location-guard/test-support/netns-location.js';
import { createTestNetns } from '../../monitoring/probe/test-netns.js';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..', '..', '..');
// node with tsx's loader, one process: the tsx CLI runs a child node, which a SIGKILL would orphan
const node = (script: string, ...args: string[]) => [
  process.execPath,
  '--import',
  'tsx',
  script,
  ...args,
];
/** the agent's AGENT_URL inside its namespace */
const FORWARD_PORT = 18_080;

export type NetnsAgent = {
  /** what the agent printed so far (for failure messages) */
  output(): string;
  /** drops echo requests and TCP SYNs to these addresses, in this namespace only */
  drop(addresses: string[]): Promise<void>;
  /** drops every probe in the namespace (its uplink cut), but not its way to the server */
  cutAll(): Promise<void>;
  /** removes every rule drop() and cutAll() added */
  restore(): Promise<void>;
  /** SIGKILL, as a crash; start() again afterwards with the same token */
  kill(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

async function nft(ns: string, rules: string): Promise<void> {
  const p = run('ip', ['netns', 'exec', ns, 'nft', '-f', '-']);
  p.child.stdin?.end(rules);
  await p;
}

const dropRules = (body: string) => `
table inet pmagent {
  chain input {
    type filter hook input priority -10; policy accept;
${body}
  }
}
`;

function waitForLine(child: ChildProcess, pattern: RegExp, ms: number, what: string) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what}: no "${pattern}" in ${ms} ms`)), ms);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (pattern.test(line)) resolve(clearTimeout(timer));
    });
    child.once('exit', (code) => reject(new Error(`${what} exited (${code})`)));
  });
}

export async function startNetnsAgent(opts: {
  serverPort: number;
  token: string;
  name: string;
  /** the agent's own MONITOR_ALLOW (default all of 127.0.0.0/8) */
  allow?: string;
  /** more of the agent's settings (e.g. MONITOR_CANARIES) */
  env?: Record<string, string>;
}): Promise<NetnsAgent> {
  const ns = await createTestNetns();
  const dir = mkdtempSync(join(tmpdir(), 'pm-agent-'));
  const socketPath = join(dir, 'server.sock');
  // host side: the Unix socket leads to the server on the host's loopback
  const bridge = net.createServer((c) => {
    const s = net.connect(opts.serverPort, '127.0.0.1');
    c.pipe(s).pipe(c);
    const close = () => (c.destroy(), s.destroy());
    c.on('error', close);
    s.on('error', close);
  });
  await new Promise<void>((r) => bridge.listen(socketPath, r));
  const forward = spawn(
    'ip',
    [
      'netns',
      'exec',
      ns.name,
      ...node(join(here, 'forward-script.ts'), String(FORWARD_PORT), socketPath),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await waitForLine(forward, /^ready$/, 30_000, 'the forwarder');

  let agent: ChildProcess | undefined;
  let output = '';
  const start = async () => {
    output += '--- agent started ---\n';
    agent = spawn('ip', ['netns', 'exec', ns.name, ...node('src/server/agent/start.ts')], {
      cwd: repoRoot,
      env: {
        PATH: `${dirname(process.execPath)}:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin`,
        PROCESS_ROLE: 'agent',
        AGENT_URL: `http://127.0.0.1:${FORWARD_PORT}`,
        AGENT_TOKEN: opts.token,
        AGENT_NAME: opts.name,
        MONITOR_ALLOW: opts.allow ?? '127.0.0.0/8',
        AGENT_WAIT_MS: '1000',
        AGENT_MAX_BACKOFF_MS: '1000',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    agent.stderr!.on('data', (b: Buffer) => (output += b.toString()));
    const started = waitForLine(agent, /^\[agent\] .*checks from/, 30_000, 'the agent');
    agent.stdout!.on('data', (b: Buffer) => (output += b.toString()));
    await started;
  };
  const kill = async () => {
    const a = agent;
    if (!a || a.exitCode !== null) return;
    const exited = new Promise((r) => a.once('exit', r));
    a.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    output: () => output,
    drop: (addresses) => nft(ns.name, dropRules(addressDropLines(addresses))),
    cutAll: () =>
      nft(
        ns.name,
        dropRules(
          `    icmp type echo-request drop\n    tcp dport != ${FORWARD_PORT} tcp flags & (syn | ack) == syn drop`,
        ),
      ),
    restore: () =>
      run('ip', ['netns', 'exec', ns.name, 'nft', 'delete', 'table', 'inet', 'pmagent']).then(
        () => undefined,
        () => undefined, // no rule to remove
      ),
    kill,
    start,
    async stop() {
      await kill();
      forward.kill('SIGKILL');
      await new Promise<void>((r) => bridge.close(() => r()));
      await ns.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
