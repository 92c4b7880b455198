import { useParams } from 'react-router';
import { UserDetail } from '../../../features/admin-users/components/user-detail';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminUserPage() {
  usePageTitle('User');
  const { id = '' } = useParams();
  return <UserDetail key={id} id={id} />;
}
