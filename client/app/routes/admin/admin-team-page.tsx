import { TeamMembers } from '../../../features/admin-team/components/team-members';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminTeamPage() {
  usePageTitle('Team');
  return <TeamMembers />;
}
