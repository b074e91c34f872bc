// What the bench measures per escalation step: each channel's messages of the step (goal: one
// each) and the time from the step's start to each message being handed to its channel (p99 goal
// 5 s). Today's incidents have one step (the alert's own notifications); a 2-step policy adds a
// second Step whose start is when the policy's wait ends and whose messages are those received
// after it (see incidents.ts, STEPS).
export type Channel = 'Discord' | 'ntfy' | 'PagerDuty';
export const CHANNELS: Channel[] = ['Discord', 'ntfy', 'PagerDuty'];

/** When each channel's fake received each message (epoch ms), in order. */
export type Received = Record<Channel, number[]>;

export type Step = {
  name: string;
  /** epoch ms the step began (step 1: the upstream's confirmed outage) */
  startedAt: number;
  /** the messages of this step among those a channel received */
  messagesOf: (times: number[]) => number[];
};

export type StepFigures = {
  name: string;
  perChannel: Record<Channel, number>;
  /** ms from the step's start to each message, every channel */
  latencies: number[];
};

export function measureStep(step: Step, received: Received): StepFigures {
  const perChannel = {} as Record<Channel, number>;
  const latencies: number[] = [];
  for (const c of CHANNELS) {
    const mine = step.messagesOf(received[c]);
    perChannel[c] = mine.length;
    latencies.push(...mine.map((t) => t - step.startedAt));
  }
  return { name: step.name, perChannel, latencies };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Records the moment each message reaches a fake (its array is pushed to as it answers). */
export function stampArrival(list: unknown[], into: number[]): void {
  const push = list.push.bind(list);
  list.push = (...items: unknown[]) => {
    for (let i = 0; i < items.length; i++) into.push(Date.now());
    return push(...items);
  };
}
