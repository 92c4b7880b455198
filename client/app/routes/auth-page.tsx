import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '@shared/return-path';
import { type AuthMode, AuthForm } from '../../features/auth/components/auth-form';
import { type SessionSummary, sessionQueryOptions, useSession } from '../../features/session/api/get-session';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { toast } from '../../components/ui/toaster';
import { appName } from '../../lib/app-name';

// Links into /auth: ?mode= opens a step of the card; ?confirmation= explains a confirmation
// link that did not work (the server sends it here, issue 7); ?next= is where the person was
// going (D27).
const LINKED_MODES: readonly AuthMode[] = ['sign-in', 'forgot-password'];
const CONFIRMATION_NOTICES: Record<string, string> = {
  expired: 'That confirmation link has expired. Sign in and we will offer to send you a new one.',
  invalid: 'That confirmation link does not work. Sign in and we will offer to send you a new one.',
  // Issue 18 (decision 100): confirmed in a browser signed in to another account, which stays so.
  confirmed: 'Your email is confirmed. Sign in with it to continue.',
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
    if (params.get('confirmation') === 'confirmed') {
      // Issue 18 (decision 100): confirmed in a browser signed in to another account, which stays so.
      toast.info(
        'Email confirmed. You are still signed in with your other account: sign out to use the confirmed one.',
      );
    }
    navigate(destination(session.data, next, true), { replace: true });
  }, [session.data, navigate, next, params]);

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

  if (session.isPending || session.data?.user) {
    return <p className="px-4 py-28 text-center text-muted-foreground">Loading...</p>;
  }
  return (
    <section className="bg-stage">
      <div className="mx-auto flex max-w-6xl justify-center px-4 py-14 sm:px-6 sm:py-20">
        <AuthForm
          appName={appName()}
          initialMode={linkedMode}
          notice={notice}
          onSignedUp={signedUp}
          onSignedIn={signedIn}
        />
      </div>
    </section>
  );
}
