// The environment the built app gets whenever the journeys or the benchmarks start it: it listens
// on loopback only, keeps its data in a directory of the run's own, may monitor loopback
// addresses only (so nothing a run does probes the outside world), and logs only warnings.
export function loopbackAppEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MONITOR_ALLOW: '127.0.0.0/8',
    LOG_LEVEL: 'warn',
  };
}
