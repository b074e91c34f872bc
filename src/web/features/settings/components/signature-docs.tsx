// How a receiver verifies a generic webhook (contracts/webhooks.ts documents the same).
export function SignatureDocs() {
  return (
    <details className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-900">Verifying signatures</summary>
      <div className="mt-2 space-y-2">
        <p>
          Every webhook request is a JSON <code>POST</code> with an event id, type, time and the
          property. It carries the header:
        </p>
        <pre className="overflow-x-auto rounded bg-white p-2 font-mono text-xs">
          X-Monitor-Signature: t=&lt;unix&gt;,v1=&lt;hex HMAC-SHA256(secret, t + &quot;.&quot; +
          body)&gt;
        </pre>
        <p>
          Recompute <code>v1</code> over the raw body with your secret, compare in constant time and
          reject old timestamps. <code>X-Monitor-Event-Id</code> stays the same on retries: use it
          to ignore duplicates. Slack and Teams endpoints get a formatted message instead.
        </p>
      </div>
    </details>
  );
}
