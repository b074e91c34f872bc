// An agent's settings (decision 029), parsed from the environment config.ts hands over. An agent
// needs no database: where the central server is, its token, its name, and its own target
// policy (MONITOR_ALLOW / MONITOR_DENY / HOSTED), which it applies whatever the server sends.
import { z } from 'zod';
import { MAX_WORK_AHEAD_MS } from '../../contracts/agents.js';
import { validCanaries } from '../monitoring/location-guard/guard-config.js';
import { parseCidr, type TargetPolicyOptions } from '../monitoring/target-policy.js';

const cidrList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const agentEnv = z.object({
  PROCESS_ROLE: z.literal('agent', { message: 'PROCESS_ROLE must be agent to start an agent' }),
  AGENT_URL: z.url({
    message: 'AGENT_URL must be the central server, e.g. https://monitor.example.com',
  }),
  AGENT_TOKEN: z
    .string()
    .min(20, 'AGENT_TOKEN must be the token shown when the location was added'),
  AGENT_NAME: z.string().max(60).optional(),
  /**
   * Fail closed: unset is hosted (private and reserved ranges refused unless MONITOR_ALLOW opens
   * them), since the agent cannot know who adds properties at the central server.
   */
  HOSTED: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default('true')
    .transform((v) => ['true', '1', 'yes'].includes(v)),
  MONITOR_ALLOW: cidrList,
  MONITOR_DENY: cidrList,
  MONITOR_ENGINE: z.enum(['auto', 'icmp-dgram', 'icmp-raw', 'fping', 'tcp']).default('auto'),
  /** results kept while the server cannot be reached; beyond it the oldest are dropped, counted */
  AGENT_BUFFER_MAX: z.coerce.number().int().min(1).max(1_000_000).default(50_000),
  /** the longest wait between reconnection attempts */
  AGENT_MAX_BACKOFF_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  /** how long the server may hold a work request (the long-poll) */
  AGENT_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(25_000),
  /**
   * The window gathered per request: a work answer brings the checks due within this (held until
   * due), and results are posted about this often. The central cost is per request, so a window
   * of a second shares it among all of that second's checks.
   */
  AGENT_GATHER_MS: z.coerce.number().int().min(0).max(MAX_WORK_AHEAD_MS).default(1_000),
  /** this location's own canaries (decision 027, "Agent locations"): parsed as the primary's */
  MONITOR_CANARIES: cidrList,
  /** how often the canaries are probed alone while no batch carried them (the server's window) */
  MONITOR_GUARD_WINDOW_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
});

export type AgentConfig = {
  url: string;
  token: string;
  name: string;
  version: string;
  policy: TargetPolicyOptions;
  engine: z.infer<typeof agentEnv>['MONITOR_ENGINE'];
  bufferMax: number;
  maxBackoffMs: number;
  waitMs: number;
  gatherMs: number;
  /** IPv4 addresses or host names, checked against the agent's own policy at start-up */
  canaries: string[];
  canaryEveryMs: number;
};

export function parseAgentConfig(
  env: Record<string, string | undefined>,
  version: string,
  hostname: string,
): AgentConfig {
  const parsed = agentEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid agent configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  [...e.MONITOR_ALLOW, ...e.MONITOR_DENY].forEach(parseCidr);
  const policy = { hosted: e.HOSTED, allow: e.MONITOR_ALLOW, deny: e.MONITOR_DENY };
  return {
    url: e.AGENT_URL.replace(/\/$/, ''),
    token: e.AGENT_TOKEN,
    name: e.AGENT_NAME ?? hostname,
    version,
    policy,
    engine: e.MONITOR_ENGINE,
    bufferMax: e.AGENT_BUFFER_MAX,
    maxBackoffMs: e.AGENT_MAX_BACKOFF_MS,
    waitMs: e.AGENT_WAIT_MS,
    gatherMs: e.AGENT_GATHER_MS,
    canaries: validCanaries(e.MONITOR_CANARIES, policy),
    canaryEveryMs: e.MONITOR_GUARD_WINDOW_SECONDS * 1000,
  };
}
