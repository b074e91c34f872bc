// The endpoint list: every operation an API key may call, from the OpenAPI document.
import type { KeyOperation } from '../lib/openapi-view.js';

export function EndpointTable({ operations }: { operations: KeyOperation[] }) {
  return (
    <div
      role="region"
      aria-label="Endpoints (scrolls sideways)"
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Endpoints an API key may call</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Endpoint
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              What it does
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Key scope
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Rate limit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {operations.map((op) => (
            <tr key={op.id}>
              <th scope="row" className="whitespace-nowrap px-3 py-2 font-normal">
                <code className="font-mono text-slate-900">
                  <span className="font-semibold">{op.method}</span> {op.path}
                </code>
              </th>
              <td className="px-3 py-2 text-slate-700">
                {op.summary}
                {op.successStatus === '204' && ' (answers 204)'}
              </td>
              <td className="px-3 py-2 text-slate-700">{op.scope}</td>
              <td className="px-3 py-2 text-slate-700">{op.rateCategory}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
