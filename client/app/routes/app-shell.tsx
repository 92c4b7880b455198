import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AppLayout } from '../../components/layouts/app-layout';
import { useSignOut } from '../../features/session/api/sign-out';
import { useRequireSession } from '../../features/session/hooks/use-require-session';
import { appName } from '../../lib/app-name';

// The signed-in pages (dashboard, profile): session required (spec §6), own navigation.
export function AppShell() {
  const [signingOut, setSigningOut] = useState(false);
  const { isPending } = useRequireSession({ leaving: signingOut });
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <AppLayout
      appName={appName()}
      // spec §2: sign out returns to / (not to /auth, where a lost session would send).
      onSignOut={() => {
        setSigningOut(true);
        signOut.mutate(undefined, { onSettled: () => navigate('/') });
      }}
    >
      {isPending ? <p className="px-4 py-28 text-center text-muted-foreground">Loading...</p> : <Outlet />}
    </AppLayout>
  );
}
