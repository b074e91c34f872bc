// /invite/{token} (issue 8): the invitation link's page, for visitors and signed-in people.
// Valid: sign up (address fixed) or sign in, then Accept; a signed-in person under another
// address is told so. Expired, withdrawn, used and unknown links each get their own page.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CurrentUser } from '../../../../contracts/auth.js';
import { ROLE_LABELS } from '../../../../contracts/roles.js';
import { TEAM_MSG, type InvitationInfo } from '../../../../contracts/team.js';
import { paths } from '../../../../contracts/web-routes.js';
import { BrandLogo } from '../../../components/layout/brand-logo.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { messageOf } from '../../../lib/api-error.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { handleUnauthorized } from '../../../lib/handle-unauthorized.js';
import {
  useAcceptInvitation,
  useEnterWorkspace,
  useInvitation,
  useSetSignedIn,
  useSignOut,
} from '../api/invitation.js';
import { InvitationStateNotice } from '../components/invitation-state-notice.js';
import { InvitedAuthForm } from '../components/invited-auth-form.js';

export function InvitePage() {
  const { token = '' } = useParams();
  const { user } = useAuth();
  const info = useInvitation(token);

  const body = info.isLoading ? (
    <div className="flex justify-center py-8">
      <Spinner label="Loading the invitation" />
    </div>
  ) : !info.data ? (
    <p role="alert" className="text-sm text-red-600">
      {info.error ? messageOf(info.error) : 'Failed to load the invitation'}
    </p>
  ) : info.data.state !== 'valid' ? (
    <InvitationStateNotice
      info={info.data as InvitationInfo & { state: Exclude<InvitationInfo['state'], 'valid'> }}
      signedIn={user !== null}
    />
  ) : (
    <ValidInvitation info={info.data} token={token} user={user} />
  );

  const card = (
    <Card className="w-full max-w-md">
      <CardContent className="pt-6">{body}</CardContent>
    </Card>
  );
  if (user) return <div className="flex justify-center py-8">{card}</div>;
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 py-12">
      <Link to={paths.home}>
        <BrandLogo className="text-lg" />
      </Link>
      <main className="flex w-full justify-center">{card}</main>
    </div>
  );
}

function ValidInvitation({
  info,
  token,
  user,
}: {
  info: InvitationInfo;
  token: string;
  user: CurrentUser | null;
}) {
  const navigate = useNavigate();
  const setSignedIn = useSetSignedIn();
  const workspace = info.workspaceName ?? 'the workspace';
  const email = info.email ?? '';
  const role = info.role ? ROLE_LABELS[info.role] : '';

  const welcome = (u: CurrentUser) => {
    void navigate(paths.home, { replace: true });
    toast({
      title: `Welcome to ${u.workspace.name}`,
      description: `You joined as ${ROLE_LABELS[u.workspaceRole]}.`,
      variant: 'success',
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-slate-900">Join {workspace}</h1>
        <p className="text-sm text-slate-600">
          {info.inviterName ?? 'A team admin'} invited <strong>{email}</strong> to join{' '}
          <strong>{workspace}</strong> as <strong>{role}</strong>.
        </p>
      </div>
      {!user ? (
        <InvitedAuthForm
          email={email}
          token={token}
          signUpAllowed={info.signUpAllowed}
          onSignedUp={(u) => {
            welcome(u);
            setSignedIn(u);
          }}
          onSignedIn={setSignedIn}
        />
      ) : user.email?.toLowerCase() === email.toLowerCase() ? (
        <AcceptInvitation token={token} onAccepted={welcome} />
      ) : (
        <WrongAccount invited={email} signedInAs={user.email} />
      )}
    </div>
  );
}

function AcceptInvitation({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted(u: CurrentUser): void;
}) {
  const accept = useAcceptInvitation(token);
  const enter = useEnterWorkspace();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      {error && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button
        size="lg"
        disabled={accept.isPending}
        onClick={() =>
          accept.mutate(undefined, {
            onSuccess: (u) => {
              onAccepted(u);
              void enter(u);
            },
            onError: (err) => {
              if (!handleUnauthorized(err)) setError(messageOf(err));
            },
          })
        }
      >
        {accept.isPending ? 'Joining...' : 'Accept invitation'}
      </Button>
    </div>
  );
}

function WrongAccount({ invited, signedInAs }: { invited: string; signedInAs: string | null }) {
  const signOut = useSignOut();
  return (
    <div className="flex flex-col gap-3" data-testid="invitation-wrong-account">
      <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {TEAM_MSG.wrongEmail(invited)} You are signed in as {signedInAs ?? 'another account'}.
      </p>
      <Button variant="outline" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign out
      </Button>
    </div>
  );
}
