// Route-level rate limits (@fastify/rate-limit, registered with global: false): a route opts in
// with `config: perMinute(n)`, counted per client address.
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });
