import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type AuthMode, AuthForm } from '../../features/auth/components/auth-form';
import { useSession } from '../../features/session/api/get-session';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { toast } from '../../components/ui/toaster';
import { appName } from '../../lib/app-name';

// Links into /auth: ?mode= opens a step of the card; ?confirmation= explains a confirmation
// link that did not work (the server sends it here, issue 7).
const LINKED_MODES: readonly AuthMode[] = ['sign-in', 'forgot-password'];
const CONFIRMATION_NOTICES: Record<string, string> = {
  expired: 'That confirmation link has expired. Sign in and we will offer to send you a new one.',
  invalid: 'That confirmation link does not work. Sign in and we will offer to send you a new one.',
  // Issue 18 (decision 100): confirmed in a browser signed in to another account, which stays so.
  confirmed: 'Your email is confirmed. Sign in with it to continue.',
};

export function AuthPage() {
  const [params] = useSearchParams();
  const linkedMode = LINKED_MODES.find((mode) => mode === params.get('mode'));
  const notice = CONFIRMATION_NOTICES[params.get('confirmation') ?? ''];
  const session = useSession();
  const sessionChanged = useSessionChanged();
  const navigate = useNavigate();
  // The redirect for an existing session is decided once, on arrival; after a sign-in or
  // sign-up the form's own redirect applies.
  const decided = useRef(false);

  useEffect(() => {
    if (decided.current || !session.data) return;
    decided.current = true;
    // spec §2: an existing session goes to /dashboard with a track application, else /application.
    if (session.data.user) {
      if (params.get('confirmation') === 'confirmed') {
        toast.info(
          'Email confirmed. You are still signed in with your other account: sign out to use the confirmed one.',
        );
      }
      navigate(session.data.hasTrackApplication ? '/dashboard' : '/application', { replace: true });
    }
  }, [session.data, navigate, params]);

  const arriveAt = (path: string) => async () => {
    decided.current = true;
    await sessionChanged();
    navigate(path);
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
          onSignedUp={arriveAt('/application')}
          onSignedIn={arriveAt('/dashboard')}
        />
      </div>
    </section>
  );
}
