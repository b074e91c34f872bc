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
  unevenColumns: 'Every column of results must have one entry per result',
} as const;

/**
 * The most a work answer gathers ahead: checks due within this of the first due one come in the
 * same answer, and the agent holds them until they are due (decision 029, "bench:locations").
 */
export const MAX_WORK_AHEAD_MS = 5_000;

export const agentWorkQuery = z.object({
  waitMs: z.coerce.number().int().min(0).max(MAX_WORK_WAIT_MS).default(25_000),
  max: z.coerce.number().int().min(1).max(MAX_WORK_CHECKS).default(1_000),
  /** once a check is due, the checks due within this much later come in the same answer */
  aheadMs: z.coerce.number().int().min(0).max(MAX_WORK_AHEAD_MS).default(0),
});

export const agentCheck = z.object({
  /** opaque: meaningful only to this location's token */
  id: z.string(),
  address: z.string(),
  method: z.enum(['icmp', 'tcp']),
  port: z.number().int().nullable(),
  timeoutMs: z.number().int(),
  /** when it is due, in ms after the answer's serverTime (0 or less: now); run it then */
  dueInMs: z.number().int(),
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

/** One result as the agent keeps it until posted (the post sends them as columns). */
export type AgentResult = {
  id: string;
  outcome: AgentOutcome;
  rttMs: number | null;
  /** ms since the epoch, in the server's clock */
  checkedAt: number;
  /** held by the agent while it could not reach the server */
  late: boolean;
};

const column = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_RESULTS_PER_POST);

/**
 * A batch of results as columns: entry i of every column is result i. Compact on the wire and
 * in the server's parse (no object per check); stored by one statement over unnest() arrays.
 */
export const agentResultColumns = z
  .object({
    id: column(z.string().regex(/^\d{1,15}$/, 'Not a check id')),
    outcome: column(z.enum(AGENT_OUTCOMES)),
    rttMs: column(z.number().min(0).max(600_000).nullable()),
    /** ms since the epoch, in the server's clock (the agent applies the offset of serverTime) */
    checkedAt: column(z.number().int().min(0).max(8_640_000_000_000_000)),
    /** held by the agent while it could not reach the server */
    late: column(z.boolean()),
  })
  .refine(
    (c) => [c.outcome, c.rttMs, c.checkedAt, c.late].every((col) => col.length === c.id.length),
    { message: AGENT_MSG.unevenColumns },
  );
export type AgentResultColumns = z.infer<typeof agentResultColumns>;

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
  results: agentResultColumns,
  /** results the agent had to drop (oldest first) while cut off, since its last post */
  dropped: z.number().int().min(0).max(1_000_000_000).default(0),
  canaries: agentCanaries.optional(),
});
export type AgentResultsBody = z.infer<typeof agentResultsBody>;

/** The columns of a batch of results, in order. */
export function toResultColumns(results: AgentResult[]): AgentResultColumns {
  return {
    id: results.map((r) => r.id),
    outcome: results.map((r) => r.outcome),
    rttMs: results.map((r) => r.rttMs),
    checkedAt: results.map((r) => r.checkedAt),
    late: results.map((r) => r.late),
  };
}

export const agentResultsAnswer = z
  .object({ accepted: z.number().int(), ignored: z.number().int() })
  .describe('How many results were stored, and how many named no check of this location');
