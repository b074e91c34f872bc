// Pending invitations (issue 8): who was invited, as what, by whom and until when, with Resend
// (a new link, 7 more days) and Revoke (the link stops working, after a confirmation).
import { Mail, RotateCw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ROLE_LABELS } from '../../../../contracts/roles.js';
import { TEAM_MSG, type PendingInvitation } from '../../../../contracts/team.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';
import { formatTimestamp } from '../../../lib/format.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useResendInvitation, useRevokeInvitation, useTeamInvitations } from '../api/team.js';

export function PendingInvitations() {
  const invitations = useTeamInvitations(true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [revoking, setRevoking] = useState<PendingInvitation | null>(null);
  const list = invitations.data ?? [];

  // Promises rather than mutate() callbacks: after a refused change the caller's role is
  // re-read and this list may unmount, yet the toast must still appear.
  const onResend = (inv: PendingInvitation) =>
    resend.mutateAsync(inv.id).then(
      () =>
        toast({
          title: 'Invitation sent again',
          description: TEAM_MSG.resent(inv.email),
          variant: 'success',
        }),
      (err: unknown) => toastApiError(err, TEAM_MSG.inviteFailed),
    );

  const onRevoke = (inv: PendingInvitation) =>
    revoke.mutateAsync(inv.id).then(
      () =>
        toast({
          title: 'Invitation revoked',
          description: TEAM_MSG.revoked(inv.email),
          variant: 'success',
        }),
      (err: unknown) => toastApiError(err, 'Failed to revoke the invitation'),
    );

  return (
    <Card data-testid="pending-invitations">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold">Pending invitations</h2>
      </CardHeader>
      <CardContent>
        {invitations.isLoading ? (
          <p className="text-sm text-slate-500">Loading invitations...</p>
        ) : invitations.isError ? (
          <p className="text-sm text-red-600">Failed to load invitations</p>
        ) : list.length === 0 ? (
          <p className="text-sm text-slate-500">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {list.map((inv) => (
              <li
                key={inv.id}
                data-testid="invitation-row"
                className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" />
                  <div className="min-w-0">
                    <p className="truncate font-medium text-slate-900">{inv.email}</p>
                    <p className="text-sm text-slate-500">
                      {ROLE_LABELS[inv.role]}
                      {inv.invitedBy ? ` · invited by ${inv.invitedBy}` : ''}
                      {inv.isExpired ? '' : ` · expires ${formatTimestamp(inv.expiresAt)}`}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant={inv.isExpired ? 'warning' : 'secondary'}>
                    {inv.isExpired ? 'Expired' : 'Pending'}
                  </Badge>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Resend the invitation to ${inv.email}`}
                    disabled={resend.isPending && resend.variables === inv.id}
                    onClick={() => void onResend(inv)}
                  >
                    <RotateCw aria-hidden="true" className="h-4 w-4" />
                    Resend
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    aria-label={`Revoke the invitation to ${inv.email}`}
                    onClick={() => setRevoking(inv)}
                  >
                    <XCircle aria-hidden="true" className="h-4 w-4" />
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke invitation"
        description={
          revoking ? `The link sent to ${revoking.email} stops working at once.` : undefined
        }
        confirmLabel="Revoke"
        destructive
        onConfirm={() => (revoking ? onRevoke(revoking) : undefined)}
      />
    </Card>
  );
}
