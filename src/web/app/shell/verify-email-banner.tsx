// "Verify your e-mail" across the top of every signed-in page until the address is verified, with
// Resend (throttled by the server). Without SMTP it says that no link can be sent, and why.
import { MailWarning } from 'lucide-react';
import type { CurrentUser } from '../../../contracts/auth.js';
import { VERIFY_MSG } from '../../../contracts/verification.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast/index.js';
import { toastApiError } from '../../lib/toast-api-error.js';
import { useAuthConfig } from '../../lib/auth/auth-config.js';
import { useResendVerification } from '../../lib/auth/use-resend-verification.js';

export const VERIFY_BANNER_TEXT =
  'Follow the link we sent to your e-mail address. Until then no alert or report mail reaches you.';

export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const config = useAuthConfig();
  const resend = useResendVerification();
  if (!user.email || user.emailVerified) return null;
  const mailOff = config.data?.mailConfigured === false;

  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) =>
        toast({ title: 'Verification e-mail sent', description: sent.message, variant: 'success' }),
      onError: (err) => toastApiError(err, 'Please try again later.', 'Could not send the e-mail'),
    });

  return (
    <section
      aria-label="Verify your e-mail"
      data-testid="verify-email-banner"
      className="flex flex-wrap items-center gap-3 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-6 lg:px-8"
    >
      <MailWarning aria-hidden="true" className="h-5 w-5 shrink-0" />
      <p className="min-w-0 flex-1">
        <strong className="font-semibold">Verify your e-mail.</strong>{' '}
        {mailOff ? VERIFY_MSG.mailNotConfigured : VERIFY_BANNER_TEXT}
      </p>
      {!mailOff && (
        <Button size="sm" variant="outline" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Resend'}
        </Button>
      )}
    </section>
  );
}
