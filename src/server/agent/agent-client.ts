// The agent's two calls to the central server, with node's own fetch (no extra package): the
// long-poll for work and the batched post of results. Errors say whether to retry: a refused
// token (401) is final, anything else (a restart, a network fault, a 5xx) is retried with back-off.
import {
  AGENT_NAME_HEADER,
  AGENT_VERSION_HEADER,
  type AgentCanaries,
  type AgentResult,
  type AgentWork,
  toResultColumns,
} from '../../contracts/agents.js';
import type { AgentConfig } from './agent-config.js';

export class TokenRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRefused';
  }
}

export type AgentClient = {
  work(signal: AbortSignal, max: number): Promise<AgentWork>;
  postResults(
    results: AgentResult[],
    dropped: number,
    signal: AbortSignal,
    /** the latest canary answer since the last post (decision 027, "Agent locations") */
    canaries?: AgentCanaries,
  ): Promise<void>;
};

export function createAgentClient(config: AgentConfig): AgentClient {
  const headers = {
    authorization: `Bearer ${config.token}`,
    [AGENT_VERSION_HEADER]: config.version,
    [AGENT_NAME_HEADER]: config.name,
  };
  async function send(path: string, init: RequestInit): Promise<unknown> {
    const res = await fetch(`${config.url}${path}`, {
      ...init,
      headers: { ...headers, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    const text = await res.text();
    if (res.status === 401) {
      throw new TokenRefused(`the server refused this agent's token: ${messageOf(text)}`);
    }
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${messageOf(text)}`);
    return JSON.parse(text);
  }
  return {
    async work(signal, max) {
      const query = `waitMs=${config.waitMs}&max=${max}&aheadMs=${config.gatherMs}`;
      return (await send(`/api/agent/work?${query}`, { signal })) as AgentWork;
    },
    async postResults(results, dropped, signal, canaries) {
      await send('/api/agent/results', {
        method: 'POST',
        body: JSON.stringify({
          results: toResultColumns(results),
          dropped,
          ...(canaries ? { canaries } : {}),
        }),
        signal,
      });
    },
  };
}

function messageOf(text: string): string {
  try {
    return String((JSON.parse(text) as { message?: unknown }).message ?? text).slice(0, 200);
  } catch {
    return text.slice(0, 200);
  }
}
