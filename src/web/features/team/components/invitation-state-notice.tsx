// The page of a link that no longer works: expired, withdrawn, used or unknown, each in words.
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, Clock, Link2Off } from 'lucide-react';
import {
  INVITATION_STATE_MSG,
  type InvitationInfo,
  type InvitationState,
} from '../../../../contracts/team.js';
import { paths } from '../../../../contracts/web-routes.js';
import { buttonClass } from '../../../components/ui/button.js';

type Spent = Exclude<InvitationState, 'valid'>;

const TITLES: Record<Spent, string> = {
  expired: 'Invitation expired',
  revoked: 'Invitation withdrawn',
  used: 'Invitation already used',
  unknown: 'Invitation not found',
};

const ICONS = { expired: Clock, revoked: AlertTriangle, used: CheckCircle2, unknown: Link2Off };

export function InvitationStateNotice({
  info,
  signedIn,
}: {
  info: InvitationInfo & { state: Spent };
  signedIn: boolean;
}) {
  const Icon = ICONS[info.state];
  return (
    <div className="flex flex-col gap-4" data-testid={`invitation-${info.state}`}>
      <div className="flex items-center gap-2">
        <Icon aria-hidden="true" className="h-7 w-7 text-slate-500" />
        <h1 className="text-xl font-semibold text-slate-900">{TITLES[info.state]}</h1>
      </div>
      {info.workspaceName && (
        <p className="text-sm text-slate-600">
          Invitation to <strong>{info.workspaceName}</strong>
          {info.email ? ` for ${info.email}` : ''}.
        </p>
      )}
      <p className="text-sm text-slate-700">{INVITATION_STATE_MSG[info.state]}</p>
      <Link
        to={signedIn ? paths.home : paths.signIn}
        className={buttonClass('outline', 'md', 'self-start')}
      >
        {signedIn ? 'Go to the dashboard' : 'Sign in'}
      </Link>
    </div>
  );
}
