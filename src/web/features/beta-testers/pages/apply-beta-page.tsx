// /apply-beta (spec commercial §2, public): benefit cards, the application form, What to Expect;
// after submit the thank-you screen. A failure shows "Submission Failed" and never sends anyone
// to the login page.
import { useEffect, useState, type FormEvent } from 'react';
import { Gift, Headphones, Lightbulb, type LucideIcon } from 'lucide-react';
import { BETA_MSG, BETA_TERMS } from '../../../../contracts/beta.js';
import { PageHeader } from '../../../components/layout/page-header.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useApplyForBeta } from '../api/apply-for-beta.js';
import { ApplicationFields } from '../components/application-fields.js';
import { BetaThankYou } from '../components/beta-thank-you.js';
import {
  checkApplication,
  emptyApplication,
  type ApplicationErrors,
} from '../lib/application-form.js';

const BENEFITS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Free Access',
    text: `The Pro plan free for ${BETA_TERMS.freeDays} days while you test, no card needed.`,
    icon: Gift,
  },
  {
    title: 'Direct Support',
    text: 'A direct line to the people who build the product.',
    icon: Headphones,
  },
  {
    title: 'Shape the Product',
    text: 'Your feedback decides what we build next.',
    icon: Lightbulb,
  },
];

const STEPS = [
  ['Apply', 'Tell us about your properties and what you want to monitor.'],
  ['Review', 'We review every application within 2-3 business days.'],
  ['Start testing', 'Selected testers get a sign-up link by e-mail and start at once.'],
] as const;

export function ApplyBetaPage() {
  const [values, setValues] = useState(emptyApplication);
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState<{ supportEmail: string | null } | null>(null);
  const apply = useApplyForBeta();

  useEffect(() => {
    if (done) document.getElementById('beta-thank-you-title')?.focus();
  }, [done]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkApplication(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    apply.mutate(
      { ...checked.body, website },
      {
        onSuccess: (answer) => {
          toast({
            title: BETA_MSG.submitted,
            description: BETA_MSG.submittedDetail,
            variant: 'success',
          });
          setDone({ supportEmail: answer.supportEmail });
        },
        onError: (err) => toastApiError(err, BETA_MSG.submitFailed, BETA_MSG.submitFailedTitle),
      },
    );
  };

  if (done) return <BetaThankYou supportEmail={done.supportEmail} />;

  return (
    <div className="mx-auto max-w-4xl space-y-8">
      <PageHeader
        title="Join the Beta Program"
        subtitle="Help us build the best connectivity monitor for properties like yours."
      />
      <section aria-label="Benefits" className="grid gap-4 sm:grid-cols-3">
        {BENEFITS.map(({ title, text, icon: Icon }) => (
          <Card key={title} className="p-5">
            <Icon className="h-6 w-6 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-slate-900">{title}</h2>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </Card>
        ))}
      </section>
      <Card>
        <CardContent className="pt-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Beta Application</h2>
          <form noValidate onSubmit={submit} className="space-y-4" aria-label="Beta application">
            <ApplicationFields
              values={values}
              errors={errors}
              onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
            />
            {/* a field people never see: bots fill it, and their application is dropped */}
            <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
              <label htmlFor="beta-website">Website</label>
              <input
                id="beta-website"
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(e) => setWebsite(e.target.value)}
              />
            </div>
            <Button type="submit" disabled={apply.isPending} className="w-full sm:w-auto">
              {apply.isPending ? 'Submitting...' : 'Submit Application'}
            </Button>
          </form>
        </CardContent>
      </Card>
      <section aria-labelledby="what-to-expect">
        <h2 id="what-to-expect" className="mb-4 text-lg font-semibold text-slate-900">
          What to Expect
        </h2>
        <ol className="grid gap-4 sm:grid-cols-3">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-5">
              <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                {i + 1}
              </span>
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
