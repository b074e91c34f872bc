// Checks the agent holds until they are due (decision 029, "bench:locations"): a work answer
// gathers the checks due within the agent's window, each with its `dueInMs`, and each is run at
// its due time, not when the answer came. Due checks that come together run as one probe batch;
// at most one batch per `spacingMs`, so a busy second is a few batches, not one per check.
import type { AgentCheck } from '../../contracts/agents.js';

export type HeldChecks = {
  /** holds the checks of one work answer (received now) until each is due */
  add(checks: AgentCheck[]): void;
  /** every held check at once, whether due or not (the agent is stopping) */
  drain(): AgentCheck[];
  readonly size: number;
};

export function createHeldChecks(
  run: (checks: AgentCheck[]) => void,
  spacingMs = 25,
  now: () => number = Date.now,
): HeldChecks {
  /** ordered by when due (local clock) */
  let held: { at: number; check: AgentCheck }[] = [];
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let lastRun = -Infinity;

  const arm = () => {
    const first = held[0];
    if (!first) return;
    const at = Math.max(first.at, lastRun + spacingMs);
    if (timer && timerAt <= at) return;
    clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(fire, Math.max(0, at - now()));
  };
  const fire = () => {
    timer = undefined;
    timerAt = Infinity;
    lastRun = now();
    const n = held.findIndex((h) => h.at > lastRun);
    const due = n === -1 ? held : held.slice(0, n);
    held = n === -1 ? [] : held.slice(n);
    if (due.length > 0) run(due.map((h) => h.check));
    arm();
  };

  return {
    add(checks) {
      const t = now();
      for (const check of checks) held.push({ at: t + check.dueInMs, check });
      held.sort((a, b) => a.at - b.at);
      arm();
    },
    drain() {
      clearTimeout(timer);
      timer = undefined;
      timerAt = Infinity;
      const all = held.map((h) => h.check);
      held = [];
      return all;
    },
    get size() {
      return held.length;
    },
  };
}
