import { useId } from 'react';
import { CircleAlert, CircleCheck, MapPin, Phone, Trash2 } from 'lucide-react';
import type { TeamMemberDto } from '@server/modules/team/team.dto';
import { TEAM_ROLES, type TeamRole } from '@shared/domain-values';
import { roleTitle } from '@shared/team-schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/select';
import { ConfirmationLinkButton } from './confirmation-link-button';

// The team always keeps an admin (the server refuses removing the last one), so its card
// offers no remove button (`onRemove` undefined) and no other role (`onChangeRole` undefined).
// Issue 41: the role is changed in place, from the card's own select.
export function TeamMemberCard({
  member,
  onRemove,
  onChangeRole,
}: {
  member: TeamMemberDto;
  onRemove?: () => void;
  onChangeRole?: (role: TeamRole) => void;
}) {
  const name = member.name || member.email;
  const roleId = useId();
  return (
    <Card className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-violet-500/20 font-display font-semibold text-violet-100">
        {name.charAt(0).toUpperCase()}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="truncate font-medium">{name}</p>
        <p className="flex min-w-0 flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="min-w-0 max-w-full truncate">{member.email}</span>
          {member.phone && (
            <span className="inline-flex items-center gap-1">
              <Phone className="size-3.5" aria-hidden="true" />
              {member.phone}
            </span>
          )}
          {member.city && (
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-3.5" aria-hidden="true" />
              {member.city}
            </span>
          )}
        </p>
        {/* D30: roles go to confirmed addresses; grants made before that may lack one. */}
        {member.emailVerified ? (
          <p className="inline-flex items-center gap-1 text-xs text-green-200">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            Email confirmed
          </p>
        ) : (
          <p className="inline-flex items-center gap-1 text-xs text-yellow-100">
            <CircleAlert className="size-3.5" aria-hidden="true" />
            Email not confirmed
          </p>
        )}
      </div>
      {/* On a phone the controls take a line of their own, under the details. */}
      <div className="flex w-full shrink-0 items-center justify-end gap-2 sm:w-auto">
        {!member.emailVerified && (
          <ConfirmationLinkButton email={member.email} label={`Send confirmation link to ${name}`} />
        )}
        {onChangeRole ? (
          <span className="flex items-center gap-2 text-sm text-muted-foreground">
            <Label htmlFor={roleId} className="font-normal text-muted-foreground">
              Role
            </Label>
            <NativeSelect
              id={roleId}
              aria-label={`Role of ${name}`}
              className="h-9 w-auto"
              value={member.role}
              onChange={(event) => onChangeRole(event.target.value as TeamRole)}
            >
              {TEAM_ROLES.map((role) => (
                <option key={role} value={role}>
                  {roleTitle(role)}
                </option>
              ))}
            </NativeSelect>
          </span>
        ) : (
          <Badge variant={member.role === 'admin' ? 'pink' : 'blue'}>{roleTitle(member.role)}</Badge>
        )}
        {onRemove && (
          <Button variant="ghost" size="icon" aria-label={`Remove ${name} (${member.role})`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
    </Card>
  );
}
