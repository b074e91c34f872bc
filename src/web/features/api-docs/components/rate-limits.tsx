// Per-key hourly limits by category, from the document's x-rate-limits-per-hour.
export function RateLimits({ limits }: { limits: Array<{ category: string; perHour: number }> }) {
  return (
    <div className="space-y-3 text-slate-700">
      <p>Each API key may make, per hour:</p>
      <ul className="list-disc space-y-1 pl-6">
        {limits.map((l) => (
          <li key={l.category}>
            <strong>{l.perHour}</strong> {l.category} requests
          </li>
        ))}
      </ul>
      <p>
        Every answer carries <code>X-RateLimit-Limit</code>, <code>X-RateLimit-Remaining</code> and{' '}
        <code>X-RateLimit-Reset</code> (Unix seconds). Past a limit the answer is <code>429</code>{' '}
        with a <code>Retry-After</code> header: wait that many seconds. The count is shared by every
        server of the installation.
      </p>
    </div>
  );
}
