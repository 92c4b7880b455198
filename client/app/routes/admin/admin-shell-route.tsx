import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { Navigate, Outlet, useLocation, useNavigate } from '../../../lib/router/router';
import { withReturnPath } from '@shared/return-path';
import { toast } from '../../../components/ui/toaster';
import { AdminLayout } from '../../../components/layouts/admin-layout';
import { LiveIndicator } from '../../../features/live-updates/components/live-indicator';
import { useLiveUpdates } from '../../../features/live-updates/hooks/use-live-updates';
import { useUnread } from '../../../features/messages/api/get-unread';
import { sessionQueryKey, useSession } from '../../../features/session/api/get-session';
import { useSignOut } from '../../../features/session/api/sign-out';
import { appName } from '../../../lib/app-name';
import { allowedAreas, mayOpen } from './admin-areas';

function CheckingPermissions() {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground">
      <ShieldCheck className="size-8 animate-pulse text-violet-300" aria-hidden="true" />
      <p>Checking permissions...</p>
    </div>
  );
}

// spec §2/§6 admin guard: checking, then allowed or redirected (no session → /auth; no
// suitable role → 'Access denied - Admin only' and /dashboard).
export function AdminShellRoute() {
  const session = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  // Set while signing out: the guard must not send the leaving admin to /auth meanwhile.
  const leaving = useRef(false);
  const data = session.data;
  const roles = data?.roles ?? [];
  const allowed = Boolean(data?.user) && mayOpen(location.pathname, roles);
  const queryClient = useQueryClient();
  // D17: live updates while in the back office; a refused stream re-checks the session, so
  // the guard below sends a signed-out or demoted user away.
  const live = useLiveUpdates(allowed, () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }));
  // Issue 45 (D35): the unread messages beside Messages, kept live like the rest.
  const unread = useUnread('staff', allowed).data?.unread ?? 0;

  useEffect(() => {
    if (!data || leaving.current) return;
    // D27: a signed-out deep link into the back office comes back to it after signing in.
    if (!data.user) navigate(withReturnPath('/auth', `${location.pathname}${location.search}`), { replace: true });
    else if (!mayOpen(location.pathname, data.roles)) {
      toast.error('Access denied - Admin only');
      navigate('/dashboard', { replace: true });
    }
  }, [data, location.pathname, location.search, navigate]);

  if (!data || !allowed) return <CheckingPermissions />;
  return (
    <AdminLayout
      appName={appName()}
      items={allowedAreas(roles).map((area) => (area.to === '/admin/messages' ? { ...area, badge: unread } : area))}
      status={<LiveIndicator status={live} />}
      onSignOut={() => {
        leaving.current = true;
        navigate('/');
        signOut.mutate();
      }}
    >
      <Outlet />
    </AdminLayout>
  );
}

// spec §2: /admin redirects at once to /admin/overview.
export function AdminIndexRedirect() {
  return <Navigate to="/admin/overview" replace />;
}
