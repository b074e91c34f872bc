// autocannon ships no types: the part of its programmatic API that bench:api uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** called with each connection's client as it is made (lib/httpClient.js) */
    setupClient?: (client: Client) => void;
  };
  /** the part of a connection's client that bench/api/measure.ts touches */
  type Client = { pipelinedRequests: { addBody(data: Buffer): void } };
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
