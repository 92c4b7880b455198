import { useEffect, useRef } from 'react';
import { useQueryClient } from '../../lib/query/provider';
import { useNavigate, useSearchParams } from '../../lib/router/router';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@shared/return-path';
import { type AuthMode, AuthForm } from '../../features/auth/components/auth-form';
import { useOpeningMode } from '../../features/auth/hooks/use-opening-mode';
import { type SessionSummary, sessionQueryOptions, useSession } from '../../features/session/api/get-session';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { appName } from '../../lib/app-name';

// Links into /auth: ?mode= opens a step of the card; ?confirmation=expired explains a
// confirmation link the server no longer takes (one sent before issue 40); ?next= is where the
// person was going (D27). Without a mode the card opens as useOpeningMode decides (decision 155).
const LINKED_MODES: readonly AuthMode[] = ['sign-up', 'sign-in', 'forgot-password'];
const CONFIRMATION_NOTICES: Record<string, string> = {
  expired: 'That confirmation link has expired. Sign in and we will offer to send you a new one.',
};

const isStaff = (session: SessionSummary) => session.roles.length > 0;

// D27: where a signed-in person goes from here. A return path wins; otherwise admins and
// reviewers land on /admin, and people as spec §2 says (after signing in: /dashboard; with a
// session already: /dashboard with a track application, else /application).
function destination(session: SessionSummary, next: string | null, arriving: boolean): string {
  if (next) return next;
  if (isStaff(session)) return '/admin';
  if (arriving && !session.hasTrackApplication) return '/application';
  return '/dashboard';
}

// After signing up, the wizard comes first (spec §2); it brings the person on to where they
// were going (D27).
function afterSignUp(next: string | null): string {
  if (next?.startsWith('/application')) return next;
  return withReturnPath('/application', next);
}

export function AuthPage() {
  const [params] = useSearchParams();
  const linkedMode = LINKED_MODES.find((mode) => mode === params.get('mode'));
  const notice = CONFIRMATION_NOTICES[params.get('confirmation') ?? ''];
  const next = safeReturnPath(params.get(RETURN_PARAM));
  const opening = useOpeningMode(linkedMode, next);
  const session = useSession();
  const sessionChanged = useSessionChanged();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The redirect for an existing session is decided once, on arrival; after a sign-in or
  // sign-up the form's own redirect applies.
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !session.data) return;
    decided.current = true;
    if (!session.data.user) return;
    navigate(destination(session.data, next, true), { replace: true });
  }, [session.data, navigate, next]);

  const signedIn = async () => {
    decided.current = true;
    await sessionChanged();
    const summary = await queryClient.fetchQuery(sessionQueryOptions());
    navigate(destination(summary, next, false));
  };
  const signedUp = async () => {
    decided.current = true;
    await sessionChanged();
    navigate(afterSignUp(next));
  };

  if (session.isPending || session.data?.user || opening.pending) {
    return <p className="px-4 py-28 text-center text-muted-foreground">Loading...</p>;
  }
  return (
    <section className="bg-stage">
      <div className="mx-auto flex max-w-6xl justify-center px-4 py-14 sm:px-6 sm:py-20">
        <AuthForm
          appName={appName()}
          initialMode={opening.mode}
          notice={notice}
          onSignedUp={signedUp}
          onSignedIn={signedIn}
        />
      </div>
    </section>
  );
}
