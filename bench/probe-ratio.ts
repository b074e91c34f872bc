// The CPU ratio line of bench:probe, only over a baseline that worked: every target is on
// loopback, so a baseline that did not see (nearly) all of them up measured failing spawns, not
// pings (a machine without `ping` fails all of them in a few milliseconds each).
export type RatioSide = { scenario: string; up: number; probed: number; cpuMs: number };

/** Fewer answers than this share means the measurement did not do the work it claims. */
export const MIN_UP_SHARE = 0.99;

export function ratioLine(
  n: number,
  ours: RatioSide,
  ping: RatioSide,
): { ok: boolean; line: string } {
  for (const side of [ping, ours]) {
    if (side.probed === 0 || side.up / side.probed < MIN_UP_SHARE) {
      const hint = side === ping ? ' Is `ping` installed (apt-get install iputils-ping)?' : '';
      return {
        ok: false,
        line: `N=${n}: no ratio: ${side.scenario} got ${side.up} of ${side.probed} loopback targets up, so its figures are not a measurement of probing.${hint}`,
      };
    }
  }
  const ratio = ping.cpuMs / Math.max(ours.cpuMs, 0.001);
  return {
    ok: true,
    line: `N=${n}: ping-spawn uses ${ratio.toFixed(0)}x the CPU of ${ours.scenario} (target >= 300x)`,
  };
}
