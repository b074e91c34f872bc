// Entry point of a location agent (`npm run agent`, PROCESS_ROLE=agent; decision 029): no
// database, no listener; it talks to the central server at AGENT_URL over HTTP(S) only.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadAgentConfig } from '../config.js';
import { createProber } from '../monitoring/probe/index.js';
import { createTargetPolicy } from '../monitoring/target-policy.js';
import { createAgentCanaries } from './agent-canaries.js';
import { createAgentClient } from './agent-client.js';
import { startAgent } from './run-agent.js';

const log = (m: string) => console.log(`[agent] ${m}`);

/** The package's version, from src/server/agent or from dist/server alike. */
function packageVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++, dir = path.dirname(dir)) {
    try {
      return (
        JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      /* keep looking upward */
    }
  }
  return '0.0.0';
}
const version = packageVersion();

async function main(): Promise<void> {
  const config = loadAgentConfig(version, hostname());
  const policy = createTargetPolicy(config.policy);
  const prober = await createProber({ engine: config.engine, log });
  log(`${config.name} ${version}: checks from ${config.url}, engine ${prober.icmpEngineName}`);
  // its own canaries (decision 027, "Agent locations"), through its own policy like its targets
  const canaries = createAgentCanaries({
    entries: config.canaries,
    everyMs: config.canaryEveryMs,
    policy,
    log,
  });
  await canaries.start();
  const client = createAgentClient(config);
  const agent = startAgent({ config, client, prober, policy, log, canaries });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    setTimeout(() => process.exit(1), 15_000).unref();
    await agent.stop();
    await prober.close();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const code = await agent.done;
  if (!stopping) {
    await prober.close();
    process.exit(code);
  }
}

main().catch((err: unknown) => {
  console.error(`[agent] ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
