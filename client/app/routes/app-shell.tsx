import { useState } from 'react';
import { Outlet, useNavigate } from '../../lib/router/router';
import { AppLayout } from '../../components/layouts/app-layout';
import { useUnread } from '../../features/messages/api/get-unread';
import { useMessagesLive } from '../../features/messages/hooks/use-messages-live';
import { useSession } from '../../features/session/api/get-session';
import { useSignOut } from '../../features/session/api/sign-out';
import { useRequireSession } from '../../features/session/hooks/use-require-session';
import { appName } from '../../lib/app-name';

// The signed-in pages (dashboard, profile): session required (spec §6), own navigation.
export function AppShell() {
  const [signingOut, setSigningOut] = useState(false);
  const { isPending } = useRequireSession({ leaving: signingOut });
  const signOut = useSignOut();
  const navigate = useNavigate();
  // D12: admins and reviewers work in the back office; their navigation leads there.
  const session = useSession().data;
  const roles = session?.roles ?? [];
  // Issue 45 (D35, D17): the unread count in the navigation, kept live.
  const signedIn = Boolean(session?.user) && !signingOut;
  const unread = useUnread('person', signedIn);
  useMessagesLive(signedIn);
  return (
    <AppLayout
      appName={appName()}
      backOffice={roles.includes('admin') || roles.includes('reviewer')}
      unreadMessages={unread.data?.unread ?? 0}
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
