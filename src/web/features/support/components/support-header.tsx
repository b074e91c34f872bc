import { Clock, Lock, Zap } from 'lucide-react';

const BADGES = [
  { icon: Clock, label: '24/7 Available' },
  { icon: Zap, label: 'Instant Responses' },
  { icon: Lock, label: 'Secure & Private' },
];

/** Spec commercial §2 Support: the title and its three badges. */
export function SupportHeader() {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Support</h1>
      <p className="mt-1 text-slate-600">
        Ask our assistant about monitoring, alerts, reports and billing. It answers from our help
        pages at any hour, and hands your conversation to a person when you need one.
      </p>
      <ul aria-label="What to expect" className="mt-4 flex flex-wrap gap-2">
        {BADGES.map(({ icon: Icon, label }) => (
          <li
            key={label}
            className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800"
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            {label}
          </li>
        ))}
      </ul>
    </header>
  );
}
