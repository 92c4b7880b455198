import { useParams } from 'react-router';
import { UserDetail } from '../../../features/admin-users/components/user-detail';
import { InvitePersonCard } from '../../../features/invitations/components/invite-person-card';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminUserPage() {
  usePageTitle('User');
  const { id = '' } = useParams();
  return (
    <UserDetail key={id} id={id} aside={(user) => <InvitePersonCard person={{ id: user.id, name: user.name }} />} />
  );
}
