import { useParams } from 'react-router';
import { useUser } from '../../../features/admin-users/api/get-user';
import { UserDetail } from '../../../features/admin-users/components/user-detail';
import { InvitePersonCard } from '../../../features/invitations/components/invite-person-card';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminUserPage() {
  const { id = '' } = useParams();
  // Issue 19: the tab names the person ("{name} · Backline"), as the application page does.
  const user = useUser(id);
  usePageTitle(user.data ? user.data.name || 'Unnamed User' : 'User');
  return (
    <UserDetail
      key={id}
      id={id}
      aside={(person) => <InvitePersonCard person={{ id: person.id, name: person.name }} />}
    />
  );
}
