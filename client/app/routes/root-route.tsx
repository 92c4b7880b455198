import { Outlet, ScrollRestoration } from 'react-router';
import { useSessionSync } from '../../features/session/hooks/use-session-sync';

export function RootRoute() {
  useSessionSync();
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
