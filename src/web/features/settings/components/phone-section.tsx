// The SMS phone number: typed in international format, proved by a 6-digit code sent to it by
// SMS, then shown as verified with Change and Remove. Says why it cannot be used when SMS is not
// configured or the plan has no SMS.
import { useState, type FormEvent } from 'react';
import { Smartphone } from 'lucide-react';
import {
  confirmPhoneBody,
  PHONE_CODE_MINUTES,
  startPhoneBody,
} from '../../../../contracts/alert-preferences.js';
import type { Settings } from '../../../../contracts/settings.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Input } from '../../../components/ui/input.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useConfirmPhone } from '../api/confirm-phone.js';
import { useRemovePhone } from '../api/remove-phone.js';
import { useSendPhoneCode } from '../api/send-phone-code.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { fieldControl, Field } from '../../../components/ui/form-controls.js';

type Alerts = Settings['alerts'];

export function PhoneSection({ alerts }: { alerts: Alerts }) {
  const [changing, setChanging] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useRemovePhone();
  const usable = alerts.sms.configured && alerts.sms.planAllows;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Smartphone className="h-5 w-5 text-brand-600" aria-hidden="true" />
          SMS phone number
        </CardTitle>
        <CardDescription>
          Where your SMS alerts go. We send a code to prove the number is yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {alerts.sms.message && (
          <p data-testid="phone-sms-status" className="text-sm text-amber-800">
            {alerts.sms.message}
          </p>
        )}
        {alerts.phoneNumber && !changing ? (
          <div className="flex flex-wrap items-center gap-3" data-testid="verified-phone">
            <span className="font-medium text-slate-900">{alerts.phoneNumber}</span>
            <Badge variant="success">Verified</Badge>
            <div className="ml-auto flex gap-2">
              {usable && (
                <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
                  Change number
                </Button>
              )}
              <Button variant="outline" size="sm" onClick={() => setConfirmRemove(true)}>
                Remove number
              </Button>
            </div>
          </div>
        ) : (
          usable && <PhoneForm alerts={alerts} onDone={() => setChanging(false)} />
        )}
        <ConfirmDialog
          open={confirmRemove}
          onOpenChange={setConfirmRemove}
          title="Remove phone number?"
          description="SMS alerts stop in every workspace until you verify a number again."
          confirmLabel="Remove"
          destructive
          onConfirm={() =>
            remove.mutateAsync(undefined).then(
              () => toast({ title: 'Phone number removed', variant: 'success' }),
              (err: unknown) => toastApiError(err, 'Failed to remove the phone number'),
            )
          }
        />
      </CardContent>
    </Card>
  );
}

function PhoneForm({ alerts, onDone }: { alerts: Alerts; onDone: () => void }) {
  const [phone, setPhone] = useState(alerts.pendingPhoneNumber ?? '');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ phone?: string; code?: string }>({});
  const sendCode = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const pending = alerts.pendingPhoneNumber;

  const onSend = (e?: FormEvent, to = phone) => {
    e?.preventDefault();
    const parsed = startPhoneBody.safeParse({ phoneNumber: to });
    if (!parsed.success) return setErrors({ phone: parsed.error.issues[0]?.message });
    setErrors({});
    sendCode.mutate(parsed.data, {
      onSuccess: (s) => {
        setCode('');
        toast({
          title: 'Code sent',
          description: `We sent a code by SMS to ${s.alerts.pendingPhoneNumber}.`,
          variant: 'success',
        });
      },
      onError: (err) => toastApiError(err, 'Failed to send the code'),
    });
  };

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const parsed = confirmPhoneBody.safeParse({ code });
    if (!parsed.success) return setErrors({ code: parsed.error.issues[0]?.message });
    setErrors({});
    confirm.mutate(parsed.data, {
      onSuccess: (s) => {
        toast({
          title: 'Phone number verified',
          description: `SMS alerts can go to ${s.alerts.phoneNumber}.`,
          variant: 'success',
        });
        onDone();
      },
      onError: (err) => toastApiError(err, 'Failed to verify the code'),
    });
  };

  return (
    <div className="space-y-4">
      <form noValidate onSubmit={onSend} aria-label="Phone number" className="space-y-2">
        <Field
          id="phone-number"
          label="Phone number"
          error={errors.phone}
          hint="International format with the country code, e.g. +447700900123."
        >
          <div className="flex gap-2">
            <Input
              {...fieldControl('phone-number', errors.phone)}
              type="tel"
              autoComplete="tel"
              placeholder="+447700900123"
              maxLength={40}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
            <Button
              type="submit"
              variant="outline"
              className="whitespace-nowrap"
              disabled={sendCode.isPending}
            >
              {sendCode.isPending ? 'Sending...' : 'Send code'}
            </Button>
          </div>
        </Field>
      </form>
      {pending && (
        <form noValidate onSubmit={onVerify} aria-label="Verification code" className="space-y-2">
          <p className="text-sm text-slate-600" data-testid="code-sent">
            We sent a code to {pending}. It works for {PHONE_CODE_MINUTES} minutes.
          </p>
          <Field id="phone-code" label="Code from the SMS" error={errors.code}>
            <div className="flex gap-2">
              <Input
                {...fieldControl('phone-code', errors.code)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                className="max-w-40"
              />
              <Button type="submit" disabled={confirm.isPending}>
                {confirm.isPending ? 'Verifying...' : 'Verify'}
              </Button>
              <Button
                variant="ghost"
                className="whitespace-nowrap"
                disabled={sendCode.isPending}
                onClick={() => onSend(undefined, pending)}
              >
                Send a new code
              </Button>
            </div>
          </Field>
        </form>
      )}
      {alerts.phoneNumber && (
        <Button variant="ghost" size="sm" onClick={onDone}>
          Keep {alerts.phoneNumber}
        </Button>
      )}
    </div>
  );
}
