import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'sign-up' | 'sign-in';

// spec §2 /auth: one card, starting in sign-up mode, with a button that toggles the mode.
export function AuthForm({
  appName,
  onSignedUp,
  onSignedIn,
}: {
  appName: string;
  onSignedUp: () => void | Promise<void>;
  onSignedIn: () => void | Promise<void>;
}) {
  const [mode, setMode] = useState<Mode>('sign-up');
  const [email, setEmail] = useState('');
  const signingUp = mode === 'sign-up';

  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <div className="mb-6 grid gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">{signingUp ? 'Create your profile' : 'Welcome back'}</h1>
        <p className="text-sm text-muted-foreground">
          {signingUp
            ? `Join ${appName} in about five minutes. One profile, every stage.`
            : `Sign in to follow your applications and find your next gig.`}
        </p>
      </div>
      {signingUp ? (
        <SignUpForm defaultEmail={email} onEmailChange={setEmail} onSignedUp={onSignedUp} />
      ) : (
        <SignInForm defaultEmail={email} onEmailChange={setEmail} onSignedIn={onSignedIn} />
      )}
      <p className="mt-6 flex flex-wrap items-center justify-center gap-1 text-sm text-muted-foreground">
        {signingUp ? 'Already have an account?' : `New to ${appName}?`}
        <Button variant="link" className="h-auto px-1 py-0" onClick={() => setMode(signingUp ? 'sign-in' : 'sign-up')}>
          {signingUp ? 'Sign in' : 'Create account'}
        </Button>
      </p>
    </Card>
  );
}
