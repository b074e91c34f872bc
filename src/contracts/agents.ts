// The wire between a location agent and the central server (issue 28, decision 029): the agent
// pulls work by long-poll and posts results in batches, with its token as `Authorization: Bearer`.
// A check names a target only (address, method, port, timeout) and an opaque id: never a
// property's name, street address or workspace.
import { z } from 'zod';
import { CHECK_OUTCOMES } from './monitoring.js';

/** Every agent route lives under this; nothing else accepts an agent token. */
export const AGENT_API_PREFIX = '/api/agent/';

/** Agent tokens start with this, so a leaked one is recognised (and never taken for an API key). */
export const AGENT_TOKEN_PREFIX = 'pma_';
/** The agent's version and name travel in these headers on every call. */
export const AGENT_VERSION_HEADER = 'x-agent-version';
export const AGENT_NAME_HEADER = 'x-agent-name';

/** How long the server may hold a work request open before answering with no checks. */
export const MAX_WORK_WAIT_MS = 30_000;
export const MAX_WORK_CHECKS = 5_000;
export const MAX_RESULTS_PER_POST = 5_000;

export const AGENT_MSG = {
  invalidToken: 'This agent token is not valid, or the location was revoked',
  agentOnly: 'Only a location agent with its agent token may call this',
} as const;

export const agentWorkQuery = z.object({
  waitMs: z.coerce.number().int().min(0).max(MAX_WORK_WAIT_MS).default(25_000),
  max: z.coerce.number().int().min(1).max(MAX_WORK_CHECKS).default(1_000),
});

export const agentCheck = z.object({
  /** opaque: meaningful only to this location's token */
  id: z.string(),
  address: z.string(),
  method: z.enum(['icmp', 'tcp']),
  port: z.number().int().nullable(),
  timeoutMs: z.number().int(),
});
export type AgentCheck = z.infer<typeof agentCheck>;

export const agentWork = z
  .object({
    /** the server's clock, so the agent reports when it checked in the server's time */
    serverTime: z.string(),
    /** a paused location is given no checks until it is resumed */
    paused: z.boolean(),
    checks: z.array(agentCheck),
  })
  .describe('Checks for this agent to run now');
export type AgentWork = z.infer<typeof agentWork>;

/** A target the agent's own policy refuses is reported as refused, never as down. */
export const AGENT_OUTCOMES = [...CHECK_OUTCOMES, 'refused'] as const;
export type AgentOutcome = (typeof AGENT_OUTCOMES)[number];

export const agentResult = z.object({
  id: z.string().regex(/^\d{1,15}$/, 'Not a check id'),
  outcome: z.enum(AGENT_OUTCOMES),
  rttMs: z.number().min(0).max(600_000).nullable(),
  checkedAt: z.iso.datetime(),
  /** held by the agent while it could not reach the server */
  late: z.boolean().default(false),
});
export type AgentResult = z.infer<typeof agentResult>;

/**
 * The agent's own canaries (MONITOR_CANARIES; decision 027, "Agent locations"): how many it
 * probed in its latest canary probe since its last post, and how many of them did not answer.
 * Absent: no canary probe since (or none configured).
 */
export const agentCanaries = z
  .object({
    probed: z.number().int().min(1).max(100),
    failed: z.number().int().min(0).max(100),
  })
  .refine((c) => c.failed <= c.probed, { message: 'More canaries failed than were probed' });
export type AgentCanaries = z.infer<typeof agentCanaries>;

export const agentResultsBody = z.object({
  results: z.array(agentResult).max(MAX_RESULTS_PER_POST),
  /** results the agent had to drop (oldest first) while cut off, since its last post */
  dropped: z.number().int().min(0).max(1_000_000_000).default(0),
  canaries: agentCanaries.optional(),
});
export type AgentResultsBody = z.infer<typeof agentResultsBody>;

export const agentResultsAnswer = z
  .object({ accepted: z.number().int(), ignored: z.number().int() })
  .describe('How many results were stored, and how many named no check of this location');
