// Beside the alert e-mail: verified, or pending verification with "Resend link" (throttled by the
// server). Shown in words, not colour alone.
import type { Settings } from '../../../../contracts/settings.js';
import { VERIFY_MSG } from '../../../../contracts/verification.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useResendAlertEmailLink } from '../api/resend-alert-email-link.js';
import { toastApiError } from '../../../lib/toast-api-error.js';

type Props = { workspace: Settings['workspace']; mailConfigured: boolean };

export function AlertEmailState({ workspace, mailConfigured }: Props) {
  const resend = useResendAlertEmailLink();
  if (!workspace.alertEmail) return null;
  if (workspace.alertEmailVerified) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" data-testid="alert-email-state">
        {workspace.alertEmail} <Badge variant="success">Verified</Badge>
      </p>
    );
  }
  return (
    <div className="space-y-1 text-sm" data-testid="alert-email-state">
      <p className="flex flex-wrap items-center gap-2 text-slate-700">
        {workspace.alertEmail} <Badge variant="warning">Pending verification</Badge>
        {mailConfigured && (
          <Button
            variant="ghost"
            size="sm"
            disabled={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: (sent) =>
                  toast({ title: 'Link sent', description: sent.message, variant: 'success' }),
                onError: (err) => toastApiError(err, 'Failed to send the link'),
              })
            }
          >
            {resend.isPending ? 'Sending...' : 'Resend link'}
          </Button>
        )}
      </p>
      <p className="text-amber-800">
        {mailConfigured
          ? 'No alert mail goes to this address until someone who reads it follows the link we sent there.'
          : VERIFY_MSG.mailNotConfigured}
      </p>
    </div>
  );
}
