import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AuthForm } from '../../features/auth/components/auth-form';
import { useSession } from '../../features/session/api/get-session';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { appName } from '../../lib/app-name';

export function AuthPage() {
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
    if (session.data.user)
      navigate(session.data.hasTrackApplication ? '/dashboard' : '/application', { replace: true });
  }, [session.data, navigate]);

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
        <AuthForm appName={appName()} onSignedUp={arriveAt('/application')} onSignedIn={arriveAt('/dashboard')} />
      </div>
    </section>
  );
}
