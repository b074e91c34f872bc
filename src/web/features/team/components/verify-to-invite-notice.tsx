// Where mail goes out, only a person whose own address is verified may invite (decision 019): the
// Team page and the Invite Member dialog say so before the server would refuse with the same words.
import { MailWarning } from 'lucide-react';
import { TEAM_MSG } from '../../../../contracts/team.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { useAuthConfig } from '../../../lib/auth/auth-config.js';

/** The signed-in person must verify their e-mail before inviting anyone. */
export function useMustVerifyToInvite(): boolean {
  const { user } = useAuth();
  const config = useAuthConfig();
  return Boolean(user && !user.emailVerified && config.data?.mailConfigured === true);
}

export function VerifyToInviteNotice() {
  return (
    <p
      data-testid="verify-to-invite"
      className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <MailWarning aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{TEAM_MSG.verifyBeforeInviting}</span>
    </p>
  );
}
