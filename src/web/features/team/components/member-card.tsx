// One member (spec commercial §2 Team): avatar, name, e-mail, role, "You" or "Active", and for
// team managers Edit Role and Remove on everyone's row but their own.
import { Pencil, Trash2 } from 'lucide-react';
import { ROLE_LABELS } from '../../../../contracts/roles.js';
import type { TeamMember } from '../../../../contracts/team.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card } from '../../../components/ui/card.js';
import { memberName } from '../lib/member-display.js';
import { MemberAvatar } from './member-avatar.js';

export type MemberCardProps = {
  member: TeamMember;
  canManage: boolean;
  onEditRole(member: TeamMember): void;
  onRemove(member: TeamMember): void;
};

export function MemberCard({ member, canManage, onEditRole, onRemove }: MemberCardProps) {
  const name = memberName(member);
  const showActions = canManage && !member.isYou;
  return (
    <Card
      data-testid="member-card"
      className="flex flex-col gap-4 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-center gap-3">
        <MemberAvatar member={member} />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900" data-testid="member-name">
            {name}
          </p>
          {member.email && member.email !== name && (
            <p className="truncate text-sm text-slate-500">{member.email}</p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="outline" data-testid="member-role">
          {ROLE_LABELS[member.role]}
        </Badge>
        <Badge variant={member.isYou ? 'default' : 'success'} data-testid="member-status">
          {member.isYou ? 'You' : 'Active'}
        </Badge>
        {showActions && (
          <>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Edit role of ${name}`}
              onClick={() => onEditRole(member)}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              Edit Role
            </Button>
            <Button
              variant="outline"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(member)}
            >
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
