// Where the person is signed in: every live session with its device and last activity; end one
// they do not recognise, or all the others at once (a lost laptop, a shared computer).
import { wordFor } from '../../../../contracts/plural.js';
import { useState } from 'react';
import { MonitorSmartphone } from 'lucide-react';
import type { SessionInfo } from '../../../../contracts/sessions.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useAuthConfig } from '../../../lib/auth/auth-config.js';
import { formatRelativeTime } from '../../../lib/format.js';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions.js';
import { toastApiError } from '../../../lib/toast-api-error.js';

export function SessionsSection() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<SessionInfo | null>(null);
  const [endingOthers, setEndingOthers] = useState(false);
  const policy = useAuthConfig().data?.session;
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;

  const confirmEnd = async () => {
    if (!ending) return;
    try {
      await endOne.mutateAsync(ending.id);
      toast({ title: 'Session ended', description: ending.device, variant: 'success' });
    } catch (err) {
      toastApiError(err, 'Failed to end the session');
    }
  };
  const confirmEndOthers = async () => {
    try {
      const { ended } = await endOthers.mutateAsync();
      toast({
        title: 'Signed out elsewhere',
        description: `${ended} other ${wordFor(ended, { one: 'session', other: 'sessions' })} ended.`,
        variant: 'success',
      });
    } catch (err) {
      toastApiError(err, 'Failed to end the other sessions');
    }
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <MonitorSmartphone className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Sessions
          </CardTitle>
          <CardDescription>
            Where your account is signed in.
            {policy &&
              ` A session ends after ${plural(policy.idleMinutes, 'minute')} without activity and ${plural(policy.absoluteHours, 'hour')} after sign-in in any case.`}
          </CardDescription>
        </div>
        {others > 0 && (
          <Button
            variant="outline"
            size="sm"
            className="shrink-0 self-start"
            onClick={() => setEndingOthers(true)}
          >
            Sign out other sessions
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {sessions.isLoading && <Spinner className="h-6 w-6" label="Loading sessions" />}
        {sessions.isError && <p className="text-sm text-red-700">Could not load your sessions.</p>}
        {sessions.data && (
          <ul className="divide-y divide-slate-100" aria-label="Sessions">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {s.device}{' '}
                    {s.current && (
                      <span className="rounded bg-emerald-50 px-1.5 py-0.5 text-xs text-emerald-800">
                        This session
                      </span>
                    )}
                  </p>
                  <p className="text-slate-600">
                    Signed in {formatRelativeTime(s.createdAt)} · last active{' '}
                    {formatRelativeTime(s.lastSeenAt)}
                  </p>
                </div>
                {!s.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`End session: ${s.device}, last active ${formatRelativeTime(s.lastSeenAt)}`}
                    onClick={() => setEnding(s)}
                  >
                    End session
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="End this session?"
        description={`${ending?.device ?? 'That device'} will be signed out at once.`}
        confirmLabel="End session"
        destructive
        onConfirm={confirmEnd}
      />
      <ConfirmDialog
        open={endingOthers}
        onOpenChange={setEndingOthers}
        title="Sign out other sessions?"
        description={`Every session but this one (${others}) will be signed out at once.`}
        confirmLabel="Sign out others"
        destructive
        onConfirm={confirmEndOthers}
      />
    </Card>
  );
}

const plural = (n: number, unit: string) => `${n} ${wordFor(n, { one: unit, other: `${unit}s` })}`;
