import { ArrowRight, Bell, Clock, FileBarChart } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { navigateToLogin } from '../../../lib/navigate-to-login.js';

const highlights = [
  { icon: Clock, text: '24/7 real-time monitoring' },
  { icon: Bell, text: 'E-mail alerts when a property goes offline or comes back online' },
  { icon: FileBarChart, text: 'Uptime and response-time reports' },
];

export function LandingHero() {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center sm:py-28">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          Know the moment a property loses its internet connection
        </h1>
        <p className="max-w-2xl text-lg text-slate-600">
          Monitor the network connectivity of every property you manage, from $1/month.
        </p>
        <Button size="lg" onClick={navigateToLogin}>
          Get Started Free
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Button>
        <ul className="mt-6 grid gap-4 text-left sm:grid-cols-3">
          {highlights.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2 text-sm text-slate-700">
              <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
