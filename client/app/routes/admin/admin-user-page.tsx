import { useParams } from '../../../lib/router/router';
import { useUser } from '../../../features/admin-users/api/get-user';
import { UserDetail } from '../../../features/admin-users/components/user-detail';
import { PersonReliabilityCard } from '../../../features/event-night/components/person-reliability-card';
import { PersonMediaCard } from '../../../features/person-media/components/person-media-card';
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
      aside={(person) => (
        <>
          <PersonMediaCard personId={person.id} name={person.name || 'This person'} />
          {/* Issue 42 (D37): their reliability, and a block an admin may lift. */}
          <PersonReliabilityCard personId={person.id} ownRecord={person.ownRecord} />
          <InvitePersonCard person={{ id: person.id, name: person.name }} ownRecord={person.ownRecord} />
        </>
      )}
    />
  );
}
