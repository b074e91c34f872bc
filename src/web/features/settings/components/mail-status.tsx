// Whether alert mail can go out at all: without SMTP the server records mails as not sent.
import { MailCheck, MailWarning } from 'lucide-react';
import type { Settings } from '../../../../contracts/settings.js';

export const mailNotSentText = (message: string | null) =>
  `E-mail alerts are not being sent: ${(message ?? 'SMTP is not configured').replace(/\.$/, '')}.`;

export function MailStatus({ mail }: { mail: Settings['mail'] }) {
  if (!mail.configured) {
    return (
      <div
        role="status"
        data-testid="mail-status"
        className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <MailWarning className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{mailNotSentText(mail.message)}</span>
      </div>
    );
  }
  return (
    <div
      data-testid="mail-status"
      className="flex items-start gap-2 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <MailCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>E-mail alerts are sent{mail.from ? ` from ${mail.from}` : ''}.</span>
    </div>
  );
}
