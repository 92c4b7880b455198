import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { type SignInInput, signInSchema } from '@shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { EMAIL_NOT_VERIFIED } from '../api/auth-error-codes';
import { useSignIn } from '../api/sign-in';
import { PasswordInput } from '../../../components/ui/password-input';
import { ResendVerificationButton } from './resend-verification-button';

export function SignInForm({
  defaultEmail,
  onEmailChange,
  onSignedIn,
  onForgotPassword,
}: {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void | Promise<void>;
  onForgotPassword: () => void;
}) {
  const signIn = useSignIn();
  // EMAIL_VERIFICATION=required: the address that must be confirmed before signing in.
  const [unconfirmed, setUnconfirmed] = useState<{ email: string; message: string } | null>(null);
  // A refused sign-in is also said under the form, where the person is looking (issue 16).
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setUnconfirmed(null);
    setFailure(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      if (error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED) {
        setUnconfirmed({ email: values.email, message: error.message });
      } else {
        const message = serverMessage(error, 'An error occurred');
        setFailure(message);
        toast.error(message);
      }
      return;
    }
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      {unconfirmed && (
        <Alert title="Confirm your email">
          <p className="mb-3">{unconfirmed.message}</p>
          <ResendVerificationButton email={unconfirmed.email} className="border-red-300/40" />
        </Alert>
      )}
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </FormField>
      <div className="grid gap-1">
        <FormField label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button variant="link" className="h-auto justify-self-end px-0 py-1 text-sm" onClick={onForgotPassword}>
          Forgot password?
        </Button>
      </div>
      <Button type="submit" variant="gradient" size="lg" disabled={isSubmitting} className="mt-1 w-full">
        {isSubmitting ? 'Loading...' : 'Sign in'}
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
