import { useEffect } from 'react';
import { useQueryClient } from '../../../lib/query/provider';
import { useLocation, useNavigate } from '../../../lib/router/router';
import { withReturnPath } from '@shared/return-path';
import { toast } from '../../../components/ui/toaster';
import { API_ERROR_CODES } from '@shared/api-error';
import { ApiError } from '../../../lib/api-client';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { sessionQueryKey, signedOutSession, useSession } from '../api/get-session';
import { announceSessionChange } from './session-broadcast';

// spec §6: the dashboard, the profile and the wizard require a session, otherwise /auth —
// also when the session ends while the page is open (sign-out in another tab, expiry).
// `leaving`: the page is signing out and going elsewhere itself (spec §2: sign out returns to /).
// D27: /auth is told where the person was, and brings them back after signing in.
export function useRequireSession({ leaving = false }: { leaving?: boolean } = {}) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedOut = session.data !== undefined && session.data.user === null;
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => {
    if (signedOut && !leaving) navigate(withReturnPath('/auth', here), { replace: true });
  }, [signedOut, leaving, navigate, here]);

  return { isPending: session.isPending || signedOut, session: session.data };
}

// A call answered 401 means the server no longer honours this browser's session: forget it,
// which sends the page to /auth through useRequireSession.
export function useSessionLostOn(error: unknown) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!(error instanceof ApiError) || error.status !== 401) return;
    if (error.code === API_ERROR_CODES.sessionExpired) {
      toast.error(friendlyErrorMessage(error), { id: 'session-expired' });
    }
    queryClient.setQueryData(sessionQueryKey, signedOutSession);
    announceSessionChange();
  }, [error, queryClient]);
}
