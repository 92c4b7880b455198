import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router/router';
import { toast } from '../../../components/ui/toaster';
import { type SignUpInput, signUpSchema } from '@shared/auth-schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/error-mapper';
import { type SignUpResult, useSignUp } from '../api/sign-up';
import { PasswordInput } from '../../../components/ui/password-input';

export function SignUpForm({
  defaultEmail,
  onEmailChange,
  onSignedUp,
}: {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  // `signedIn` false: the account must confirm its email before it can sign in.
  onSignedUp: (result: SignUpResult, email: string) => void | Promise<void>;
}) {
  const signUp = useSignUp();
  // A refused sign-up is also said under the form, where the person is looking (issue 16).
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result: SignUpResult;
    try {
      result = await signUp.mutateAsync(values);
    } catch (error) {
      const message = serverMessage(error, 'An error occurred');
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success('Account created successfully!');
    await onSignedUp(result, values.email);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Create account">
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </FormField>
      <FormField label="Password" hint="At least 6 characters" error={errors.password?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Loading...' : 'Create account'}
      </Button>
      {failure && <Alert>{failure}</Alert>}
      <p className="text-center text-xs text-muted-foreground">
        By creating an account you agree to our{' '}
        <Link to="/terms" className="font-medium text-violet-300 underline underline-offset-4">
          terms
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="font-medium text-violet-300 underline underline-offset-4">
          privacy policy
        </Link>
        .
      </p>
    </form>
  );
}
