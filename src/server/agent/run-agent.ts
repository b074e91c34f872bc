// The agent's loop (decision 029): long-poll the server for the checks due within its window,
// hold each until due and run it then with the probe engine after its own target policy, post
// the results gathered about once a window (the central cost is per request, so requests carry
// many checks; a confirmation ask still comes at once, see wait-for-work.ts). A server that goes away
// (restart, network fault) is retried with back-off while results wait in a bounded buffer; a
// refused token ends the agent (a revoked location never comes back).
import type { AgentCheck, AgentResult } from '../../contracts/agents.js';
import type { ProbeResult, ProbeTarget } from '../monitoring/probe/types.js';
import type { BatchProber } from '../monitoring/scheduler.js';
import { PROBE_GRACE_MS } from '../monitoring/scheduler.js';
import type { TargetPolicy } from '../monitoring/target-policy.js';
import { TokenRefused, type AgentClient } from './agent-client.js';
import type { AgentCanaryProbe } from './agent-canaries.js';
import type { AgentConfig } from './agent-config.js';
import { createHeldChecks } from './held-checks.js';
import { createResultBuffer } from './result-buffer.js';

const MAX_CHECKS_PER_WORK = 2_000;
const MAX_RESULTS_PER_POST = 2_000;
/** checks held or being probed; the agent asks for more only below this */
const MAX_CHECKS_IN_HAND = 8_000;
/** SIGTERM: what is in hand is posted within this, or dropped */
const FINAL_FLUSH_MS = 5_000;

export type AgentDeps = {
  config: AgentConfig;
  client: AgentClient;
  prober: BatchProber;
  policy: TargetPolicy;
  log: (m: string) => void;
  /** the location's own canaries (MONITOR_CANARIES), started; none: no canary answers posted */
  canaries?: AgentCanaryProbe;
};

export type RunningAgent = {
  /** ends with 0 after stop(), 2 when the server refused the token */
  done: Promise<number>;
  stop(): Promise<void>;
};

export function startAgent({
  config,
  client,
  prober,
  policy,
  log,
  canaries,
}: AgentDeps): RunningAgent {
  const stopper = new AbortController();
  const buffer = createResultBuffer(config.bufferMax);
  const inFlight = new Set<Promise<void>>();
  let probing = 0;
  let flushing: Promise<void> | null = null;
  let flushTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  /** the server's clock minus this one, from the latest work answer */
  let offsetMs = 0;
  const held = createHeldChecks(start);

  function start(checks: AgentCheck[]): void {
    probing += checks.length;
    const p = runChecks(checks).finally(() => {
      probing -= checks.length;
      inFlight.delete(p);
    });
    inFlight.add(p);
  }

  async function runChecks(checks: AgentCheck[]): Promise<void> {
    const allowed: ProbeTarget[] = [];
    const results: AgentResult[] = [];
    const checkedAt = Date.now() + offsetMs;
    checks.forEach((c, i) => {
      const decision = policy.check(c.address);
      if (!decision.ok) {
        results.push({ id: c.id, outcome: 'refused', rttMs: null, checkedAt, late: false });
        return;
      }
      const port = c.port ?? undefined;
      allowed.push({ id: i, address: c.address, method: c.method, port, timeoutMs: c.timeoutMs });
    });
    // the canaries ride along (decision 027): same engine, same moment as the targets
    const ride = allowed.length && canaries ? canaries.targets(longest(allowed)) : [];
    const probed = allowed.length ? await probeWithDeadline([...allowed, ...ride]) : [];
    for (const r of canaries ? canaries.note(probed) : probed) {
      const id = checks[r.id]!.id;
      results.push({ id, outcome: r.outcome, rttMs: r.rttMs, checkedAt, late: false });
    }
    buffer.push(results);
    if (buffer.size >= MAX_RESULTS_PER_POST) postNow();
    else postSoon();
  }

  /** Results are posted about once a window: one request for many checks. */
  function postSoon(): void {
    if (flushTimer || buffer.size === 0 || stopper.signal.aborted) return;
    flushTimer = setTimeout(postNow, config.gatherMs);
  }
  function postNow(): void {
    clearTimeout(flushTimer);
    flushTimer = undefined;
    // a failure keeps them (late): the poll loop sees the server's absence, backs off, posts again
    flush().catch(() => {});
  }

  /** While no batch carried the canaries within the window, they are probed alone and posted. */
  async function probeCanariesAlone(): Promise<void> {
    if (!canaries?.due || stopper.signal.aborted) return;
    canaries.note(await probeWithDeadline(canaries.aloneTargets()));
    await flush().catch(() => {});
  }
  const canaryTimer = canaries
    ? setInterval(() => void probeCanariesAlone(), Math.ceil(config.canaryEveryMs / 3))
    : undefined;
  canaryTimer?.unref();

  async function probeWithDeadline(targets: ProbeTarget[]): Promise<ProbeResult[]> {
    const limit = longest(targets) + PROBE_GRACE_MS;
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<ProbeResult[]>((resolve) => {
      timer = setTimeout(() => {
        log(`probe engine gave no answer for ${targets.length} targets within ${limit} ms`);
        resolve([]);
      }, limit);
    });
    const results = await Promise.race([prober.probe(targets), deadline]);
    clearTimeout(timer);
    return results;
  }

  /** Posts what waits, a batch at a time; one flush at a time. */
  function flush(signal: AbortSignal = stopper.signal): Promise<void> {
    if (flushing) return flushing;
    const run = (async () => {
      while (buffer.size > 0 || buffer.dropped > 0 || canaries?.pending) {
        const { results, dropped } = buffer.take(MAX_RESULTS_PER_POST);
        const answer = canaries?.take();
        try {
          await client.postResults(results, dropped, signal, answer);
        } catch (err) {
          buffer.giveBack(results, dropped);
          canaries?.giveBack(answer);
          throw err;
        }
      }
    })();
    // cleared once settled (not inside the run: an empty buffer settles it before it is stored)
    flushing = run;
    run.then(
      () => (flushing = null),
      () => (flushing = null),
    );
    return run;
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const stop = () => (clearTimeout(t), resolve());
      // the listener goes with the nap: naps while full must not pile listeners on the signal
      const t = setTimeout(() => {
        stopper.signal.removeEventListener('abort', stop);
        resolve();
      }, ms);
      stopper.signal.addEventListener('abort', stop, { once: true });
    });

  async function loop(): Promise<number> {
    while (!stopper.signal.aborted) {
      try {
        while (held.size + probing >= MAX_CHECKS_IN_HAND && !stopper.signal.aborted) {
          await Promise.race([...inFlight, sleep(100)]);
        }
        const room = Math.max(
          1,
          Math.min(MAX_CHECKS_PER_WORK, MAX_CHECKS_IN_HAND - held.size - probing),
        );
        const work = await client.work(stopper.signal, room);
        if (failures > 0) log(`connected to ${config.url} again after ${failures} failed attempts`);
        failures = 0;
        offsetMs = Date.parse(work.serverTime) - Date.now();
        held.add(work.checks);
        postSoon(); // results kept while the server was away go out now it answers
      } catch (err) {
        if (stopper.signal.aborted) break;
        if (err instanceof TokenRefused) {
          log(`${err.message}; stopping (add a new location for a new token)`);
          return 2;
        }
        failures++;
        const wait = backoff(failures, config.maxBackoffMs);
        if (failures === 1 || failures % 10 === 0) {
          log(
            `server unreachable (${(err as Error).message}); retrying in ${wait} ms, ${buffer.size} results kept`,
          );
        }
        await sleep(wait);
      }
    }
    return 0;
  }

  const done = loop();
  return {
    done,
    async stop() {
      clearInterval(canaryTimer);
      stopper.abort();
      clearTimeout(flushTimer);
      await done;
      // claimed checks are run now rather than lost (early beats a missed turn)
      const rest = held.drain();
      if (rest.length > 0) start(rest);
      await Promise.allSettled([...inFlight]);
      await flushing?.catch(() => {});
      if (buffer.size > 0) {
        await flush(AbortSignal.timeout(FINAL_FLUSH_MS)).catch((e: unknown) =>
          log(`${buffer.size} results not sent at shutdown: ${(e as Error).message}`),
        );
      }
    },
  };
}

const longest = (targets: ProbeTarget[]) => Math.max(...targets.map((t) => t.timeoutMs));

/** 0.5 s doubling up to the cap, with jitter so agents do not all come back at one instant. */
export function backoff(failures: number, capMs: number): number {
  const base = Math.min(capMs, 500 * 2 ** Math.min(failures - 1, 16));
  return Math.round(base * (0.5 + Math.random() / 2));
}
