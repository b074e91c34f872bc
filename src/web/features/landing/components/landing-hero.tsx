import { ArrowRight } from 'lucide-react';
import { LoginButton } from '../../../components/ui/login-button.js';

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
        <LoginButton size="lg">
          Get Started Free
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </LoginButton>
      </div>
    </section>
  );
}
