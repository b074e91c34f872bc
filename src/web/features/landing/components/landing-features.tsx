import {
  Bell,
  Clock,
  FileBarChart,
  FileSpreadsheet,
  Radar,
  ShieldCheck,
  type LucideIcon,
} from 'lucide-react';

const features: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Clock,
    title: '24/7 real-time monitoring',
    text: 'Every property is checked around the clock, every 30 seconds by default.',
  },
  {
    icon: Bell,
    title: 'Instant e-mail alerts',
    text: 'An e-mail when a property goes offline, and another when it comes back online.',
  },
  {
    icon: FileBarChart,
    title: 'Uptime and response-time reports',
    text: 'Daily, weekly and monthly reports as CSV, Excel or PDF.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Spreadsheet sync',
    text: 'Bring in your whole portfolio from a spreadsheet in one upload.',
  },
  {
    icon: Radar,
    title: 'Automated property discovery',
    text: 'New properties are picked up and monitored without manual setup.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure team access',
    text: 'Roles for admins, staff and viewers, with IP addresses masked for security.',
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
        Everything you need to keep properties connected
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
