import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResendVerificationButton } from './resend-verification-button';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// spec §2: sign-up and sign-in toggle; issue 7 adds the forgotten-password request and the
// "check your inbox" answers.
export type AuthMode = 'sign-up' | 'sign-in' | 'forgot-password' | 'reset-link-sent' | 'confirm-email';

function copy(mode: AuthMode, appName: string, email: string): { heading: string; text: string } {
  switch (mode) {
    case 'sign-up':
      return {
        heading: 'Create your profile',
        text: `Join ${appName} in about five minutes. One profile, every stage.`,
      };
    case 'sign-in':
      return { heading: 'Welcome back', text: 'Sign in to follow your applications and find your next gig.' };
    case 'forgot-password':
      return {
        heading: 'Reset your password',
        text: "Enter the email of your account and we'll send you a link to choose a new password.",
      };
    case 'reset-link-sent':
      return {
        heading: 'Check your inbox',
        text: `If an account exists for ${email}, a link to choose a new password is on its way. It works once, for one hour.`,
      };
    case 'confirm-email':
      return {
        heading: 'Check your inbox',
        text: `We sent a confirmation link to ${email}. Open it to switch on your account and start your application.`,
      };
  }
}

// spec §2 /auth: one card, starting in sign-up mode, with a button that toggles the mode.
export function AuthForm({
  appName,
  initialMode = 'sign-up',
  notice,
  onSignedUp,
  onSignedIn,
}: {
  appName: string;
  initialMode?: AuthMode;
  // A message to show above the sign-in form (for example: a confirmation link that expired).
  notice?: string;
  onSignedUp: () => void | Promise<void>;
  onSignedIn: () => void | Promise<void>;
}) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [email, setEmail] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const changedMode = useRef(false);
  const { heading: title, text } = copy(mode, appName, email);

  // A new step of the card: move focus to its heading so screen readers announce it.
  useEffect(() => {
    if (changedMode.current) heading.current?.focus();
  }, [mode]);
  const show = (next: AuthMode) => {
    changedMode.current = true;
    setMode(next);
  };

  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 grid gap-2">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          {title}
        </h1>
        <p className="text-sm text-muted-foreground">{text}</p>
      </div>
      {notice && mode === 'sign-in' && (
        <Alert tone="info" className="mb-5">
          {notice}
        </Alert>
      )}
      {mode === 'sign-up' && (
        <SignUpForm
          defaultEmail={email}
          onEmailChange={setEmail}
          onSignedUp={(result, signedUpEmail) => {
            if (result.signedIn) return onSignedUp();
            setEmail(signedUpEmail);
            show('confirm-email');
          }}
        />
      )}
      {mode === 'sign-in' && (
        <SignInForm
          defaultEmail={email}
          onEmailChange={setEmail}
          onSignedIn={onSignedIn}
          onForgotPassword={() => show('forgot-password')}
        />
      )}
      {mode === 'forgot-password' && (
        <ForgotPasswordForm
          defaultEmail={email}
          onEmailChange={setEmail}
          onSent={(sentTo) => {
            setEmail(sentTo);
            show('reset-link-sent');
          }}
        />
      )}
      {mode === 'reset-link-sent' && (
        <p className="text-sm text-muted-foreground">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <Button variant="link" className="h-auto px-0 py-0 align-baseline" onClick={() => show('forgot-password')}>
            ask for another link
          </Button>
          .
        </p>
      )}
      {mode === 'confirm-email' && (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">Nothing after a few minutes? Check your spam folder, or:</p>
          <ResendVerificationButton email={email} className="w-full" />
        </div>
      )}
      <p className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
        {mode === 'sign-up' ? (
          <>
            Already have an account?
            <Button variant="link" className="h-auto px-1 py-0" onClick={() => show('sign-in')}>
              Sign in
            </Button>
          </>
        ) : mode === 'sign-in' ? (
          <>
            New to {appName}?
            <Button variant="link" className="h-auto px-1 py-0" onClick={() => show('sign-up')}>
              Create account
            </Button>
          </>
        ) : (
          <Button variant="link" className="h-auto px-1 py-0" onClick={() => show('sign-in')}>
            Back to sign in
          </Button>
        )}
      </p>
    </Card>
  );
}
