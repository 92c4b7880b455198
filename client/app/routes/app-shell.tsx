import { Outlet, useNavigate } from 'react-router';
import { AppLayout } from '../../components/layouts/app-layout';
import { useSignOut } from '../../features/session/api/sign-out';
import { useRequireSession } from '../../features/session/hooks/use-require-session';
import { appName } from '../../lib/app-name';

// The signed-in pages (dashboard, profile): session required (spec §6), own navigation.
export function AppShell() {
  const { isPending } = useRequireSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <AppLayout
      appName={appName()}
      // spec §2: sign out returns to /. Leave first, so this page does not send to /auth.
      onSignOut={() => {
        navigate('/');
        signOut.mutate();
      }}
    >
      {isPending ? <p className="px-4 py-28 text-center text-muted-foreground">Loading...</p> : <Outlet />}
    </AppLayout>
  );
}
