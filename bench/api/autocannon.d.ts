// autocannon ships no types: the part of its programmatic API that bench:api uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
  };
  type Histogram = { average: number; p50: number; p99: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    non2xx: number;
    errors: number;
  };
  export default function autocannon(opts: Options): Promise<Result>;
}
