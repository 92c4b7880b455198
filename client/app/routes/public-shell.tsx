import { Outlet, useLocation, useNavigate } from 'react-router';
import { PublicLayout } from '../../components/layouts/public-layout';
import { appName } from '../../lib/app-name';
import { useSession } from '../../features/session/api/get-session';
import { useSignOut } from '../../features/session/api/sign-out';

export function PublicShell() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <PublicLayout
      appName={appName()}
      signedIn={Boolean(session.data?.user)}
      // spec §2: sign out returns to /.
      onSignOut={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
      isHome={location.pathname === '/'}
    >
      <Outlet />
    </PublicLayout>
  );
}
