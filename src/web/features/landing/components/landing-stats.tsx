// Marketing figures of spec core §9.
const stats = [
  { value: '99.9%', label: 'Uptime guarantee' },
  { value: '500+', label: 'Properties monitored' },
  { value: '$1/month', label: 'Plans from' },
  { value: '$0', label: 'Signup fee' },
  { value: '24/7', label: 'Support' },
  { value: '20%', label: 'Affiliate commission' },
];

export function LandingStats() {
  return (
    <section aria-label="Statistics" className="bg-brand-700 text-white">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-12 text-center sm:grid-cols-3 lg:grid-cols-6">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-brand-100">{s.label}</dt>
            <dd className="text-3xl font-bold">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
