import { Outlet, useLocation, useNavigate } from '../../lib/router/router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { appName } from '../../lib/app-name';
import { useSession } from '../../features/session/api/get-session';
import { useSignOut } from '../../features/session/api/sign-out';

export function PublicShell() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // D12: admins and reviewers find the back office from every page.
  const roles = session.data?.roles ?? [];
  return (
    <PublicLayout
      appName={appName()}
      signedIn={Boolean(session.data?.user)}
      backOffice={roles.includes('admin') || roles.includes('reviewer')}
      // spec §2: sign out returns to /.
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
      isHome={location.pathname === '/'}
    >
      <Outlet />
    </PublicLayout>
  );
}
