import { UsersDirectory } from '../../../features/admin-users/components/users-directory';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminUsersPage() {
  usePageTitle('Platform Users');
  return <UsersDirectory />;
}
