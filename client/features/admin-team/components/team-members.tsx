import { UserPlus, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import type { TeamMemberDto } from '@server/modules/team/team.dto';
import type { TeamRole } from '@shared/domain-values';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { serverMessage } from '../../../lib/error-mapper';
import { useTeam } from '../api/get-team';
import { useChangeTeamRole } from '../api/change-team-role';
import { useRemoveTeamMember } from '../api/remove-team-member';
import { AddTeamMemberDialog } from './add-team-member-dialog';
import { TeamMemberCard } from './team-member-card';

// spec §2 /admin/team: admins and reviewers, add, change the role of (issue 41) and remove.
export function TeamMembers() {
  const team = useTeam();
  const removeMember = useRemoveTeamMember();
  const changeMemberRole = useChangeTeamRole();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TeamMemberDto | null>(null);

  useEffect(() => {
    if (team.isError) toast.error('Failed to load team members');
  }, [team.isError]);

  const confirmRemove = () => {
    if (!removing) return;
    removeMember.mutate(removing.id, {
      onSuccess: () => toast.success('Team member removed'),
      onError: (error) =>
        toast.error('Failed to remove team member', { description: serverMessage(error, '') || undefined }),
    });
    setRemoving(null);
  };

  const changeRole = (member: TeamMemberDto, role: TeamRole) =>
    changeMemberRole.mutate(
      { roleId: member.id, role },
      {
        onSuccess: () =>
          toast.success('Role changed', {
            description: `${member.name || member.email} is now ${role === 'admin' ? 'an admin' : 'a reviewer'}`,
          }),
        onError: (error) =>
          toast.error('Failed to change the role', { description: serverMessage(error, '') || undefined }),
      },
    );

  const adminCount = team.data?.filter((member) => member.role === 'admin').length ?? 0;
  // The last admin keeps the role (the server refuses too).
  const removable = (member: TeamMemberDto) => member.role !== 'admin' || adminCount > 1;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Team</h1>
          <p className="text-muted-foreground">Admins and reviewers who run the back office.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Add Team Member
        </Button>
      </div>

      {team.isPending ? (
        <div className="grid gap-3">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} className="h-[72px]" />
          ))}
        </div>
      ) : team.isError ? (
        <EmptyState icon={Users} title="Failed to load team members" description="Reload the page to try again." />
      ) : team.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title="No team members yet"
          action={<Button onClick={() => setAdding(true)}>Add your first team member</Button>}
        />
      ) : (
        <ul className="grid gap-3">
          {team.data.map((member) => (
            <li key={member.id}>
              <TeamMemberCard
                member={member}
                onRemove={removable(member) ? () => setRemoving(member) : undefined}
                onChangeRole={removable(member) ? (role) => changeRole(member, role) : undefined}
              />
            </li>
          ))}
        </ul>
      )}

      <AddTeamMemberDialog open={adding} onOpenChange={setAdding} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove this ${removing?.role ?? 'member'} from the team?`}
        description={removing ? `${removing.name || removing.email} will lose access at once.` : undefined}
        confirmLabel="Remove"
        onConfirm={confirmRemove}
      />
    </div>
  );
}
