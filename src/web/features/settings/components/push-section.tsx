// Browser push (every member): turn push alerts on or off for this browser, and see, test or
// remove each browser that receives this person's alerts. Which alerts: the alert types above.
import { useEffect, useState } from 'react';
import { BellRing, Send, Trash2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { ApiError, messageOf } from '../../../lib/api-error.js';
import {
  fetchPushKey,
  useDeletePushSubscription,
  usePushSubscriptions,
  useSavePushSubscription,
  useSendTestPush,
} from '../api/push.js';
import {
  currentSubscription,
  PushBlockedError,
  pushSupport,
  rememberedId,
  rememberId,
  subscribeThisBrowser,
} from '../lib/browser-push.js';
import { testResultToast } from '../lib/webhook-form.js';

export const PUSH_BLOCKED =
  'Notifications are blocked for this site: allow them in the browser’s site settings, then try again.';

export function PushSection() {
  const { data, isLoading, isError } = usePushSubscriptions();
  const save = useSavePushSubscription();
  const remove = useDeletePushSubscription();
  const [support] = useState(pushSupport);
  const [thisId, setThisId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  // this browser counts as on when it still has its subscription and the server still lists it
  useEffect(() => {
    if (support !== 'supported' || !data) return;
    void currentSubscription().then((sub) => {
      const id = rememberedId();
      setThisId(sub && id !== null && data.some((s) => s.id === id) ? id : null);
    });
  }, [support, data]);

  const turnOn = async () => {
    setBusy(true);
    try {
      const sub = await subscribeThisBrowser(await fetchPushKey());
      const saved = await save.mutateAsync({
        endpoint: sub.endpoint ?? '',
        keys: { p256dh: sub.keys?.p256dh ?? '', auth: sub.keys?.auth ?? '' },
      });
      rememberId(saved.id);
      setThisId(saved.id);
      toast({ title: 'Push turned on', description: saved.device, variant: 'success' });
    } catch (err) {
      if (err instanceof PushBlockedError) {
        toast({ title: 'Push not turned on', description: PUSH_BLOCKED, variant: 'destructive' });
      } else if (err instanceof ApiError) {
        toastApiError(err, 'Push could not be turned on.', 'Push not turned on');
      } else {
        // the browser's own refusal (no push service reachable, ...): its words
        const description = `This browser could not subscribe: ${messageOf(err)}`;
        toast({ title: 'Push not turned on', description, variant: 'destructive' });
      }
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      await (await currentSubscription())?.unsubscribe();
      if (thisId !== null) await remove.mutateAsync(thisId).catch(() => undefined);
      rememberId(null);
      setThisId(null);
      toast({ title: 'Push turned off on this browser', variant: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Browser push
        </CardTitle>
        <CardDescription>
          Get your alerts as notifications on this computer or phone, even when the app is closed.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {support === 'unsupported' && (
          <p className="text-sm text-slate-600">This browser cannot receive push notifications.</p>
        )}
        {support === 'denied' && <p className="text-sm text-slate-600">{PUSH_BLOCKED}</p>}
        {support === 'supported' && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-slate-700" data-testid="push-state">
              This browser: {thisId !== null ? 'push on' : 'push off'}
            </p>
            {thisId === null ? (
              <Button size="sm" disabled={busy} onClick={() => void turnOn()}>
                {busy ? 'Turning on...' : 'Turn on push on this browser'}
              </Button>
            ) : (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void turnOff()}>
                {busy ? 'Turning off...' : 'Turn off push on this browser'}
              </Button>
            )}
          </div>
        )}
        {isLoading && <Spinner className="h-6 w-6" label="Loading your browsers" />}
        {isError && <p className="text-sm text-red-600">Could not load your browsers.</p>}
        {data && data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Browsers with push">
            {data.map((s) => (
              <PushDeviceRow key={s.id} sub={s} isThis={s.id === thisId} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function PushDeviceRow({
  sub,
  isThis,
}: {
  sub: { id: number; device: string; lastDelivery: { ok: boolean; error: string | null } | null };
  isThis: boolean;
}) {
  const test = useSendTestPush();
  const remove = useDeletePushSubscription();
  const last = sub.lastDelivery;
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-2 py-3"
      data-testid="push-device"
    >
      <div className="space-y-0.5">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
          {sub.device}
          {isThis && <Badge variant="secondary">This browser</Badge>}
        </p>
        <p className={`text-xs ${last && !last.ok ? 'text-red-600' : 'text-slate-500'}`}>
          Last push:{' '}
          {!last
            ? 'none yet'
            : last.ok
              ? 'delivered'
              : `failed${last.error ? `: ${last.error}` : ''}`}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={test.isPending}
          aria-label={`Send test to ${sub.device}`}
          onClick={() =>
            test.mutate(sub.id, {
              onSuccess: (r) => toast(testResultToast(r)),
              onError: (err) => toastApiError(err, 'Failed to send the test push'),
            })
          }
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {test.isPending ? 'Sending...' : 'Send test'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={remove.isPending}
          aria-label={`Remove ${sub.device}`}
          onClick={() =>
            remove.mutate(sub.id, {
              onSuccess: () => toast({ title: 'Browser removed', variant: 'success' }),
              onError: (err) => toastApiError(err, 'Failed to remove the browser'),
            })
          }
        >
          <Trash2 className="h-4 w-4 text-red-600" aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}
