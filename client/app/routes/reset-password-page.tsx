import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../lib/router/router';
import { toast } from '../../components/ui/toaster';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useSessionChanged } from '../../features/session/hooks/use-session-changed';
import { usePageTitle } from '../../lib/use-page-title';

// Issue 7 (D5): where the emailed reset link lands. The server checked the token on the way:
// `?token=` when it is good, `?error=INVALID_TOKEN` when it expired or was used. A confirmation
// link opened in a browser the account never used lands here too, with `&confirmed=1`: the
// address is the opener's, and they choose the password (issue 18, decision 100).
export function ResetPasswordPage() {
  usePageTitle('Reset password');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [expired, setExpired] = useState(!token || params.has('error'));
  const confirmed = params.get('confirmed') === '1';
  const sessionChanged = useSessionChanged();
  const navigate = useNavigate();

  const afterReset = async () => {
    toast.success('Password updated. Sign in with your new password.');
    // D2: every session of the account was signed out, this browser's too.
    await sessionChanged();
    navigate('/auth?mode=sign-in', { replace: true });
  };

  return (
    <section className="bg-stage">
      <div className="mx-auto flex max-w-6xl justify-center px-4 py-14 sm:px-6 sm:py-20">
        <Card className="w-full max-w-md p-6 sm:p-8">
          {expired || !token ? (
            <div className="grid gap-5">
              <div className="grid gap-2">
                <h1 className="text-2xl font-bold sm:text-3xl">This link has expired</h1>
                <p className="text-sm text-muted-foreground">
                  Reset links work once, for one hour. Ask for a new one and use the newest email.
                </p>
              </div>
              <Button asChild variant="gradient" size="lg" className="w-full">
                <Link to="/auth?mode=forgot-password">Ask for a new link</Link>
              </Button>
            </div>
          ) : (
            <>
              {confirmed ? (
                <div className="mb-6 grid gap-2">
                  <h1 className="text-2xl font-bold sm:text-3xl">Your email is confirmed</h1>
                  <p className="text-sm text-muted-foreground">
                    Choose a password to finish. To keep this account yours, any earlier password no longer works and
                    every device was signed out.
                  </p>
                </div>
              ) : (
                <div className="mb-6 grid gap-2">
                  <h1 className="text-2xl font-bold sm:text-3xl">Choose a new password</h1>
                  <p className="text-sm text-muted-foreground">
                    Setting it signs you out on every device; then sign in with the new one.
                  </p>
                </div>
              )}
              <ResetPasswordForm token={token} onReset={afterReset} onLinkExpired={() => setExpired(true)} />
            </>
          )}
        </Card>
      </div>
    </section>
  );
}
