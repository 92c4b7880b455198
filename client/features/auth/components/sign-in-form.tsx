import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { type SignInInput, signInSchema } from '@shared/auth-schemas';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/error-mapper';
import { useSignIn } from '../api/sign-in';
import { PasswordInput } from './password-input';

export function SignInForm({
  defaultEmail,
  onEmailChange,
  onSignedIn,
}: {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  onSignedIn: () => void | Promise<void>;
}) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      toast.error(serverMessage(error, 'An error occurred'));
      return;
    }
    await onSignedIn();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Loading...' : 'Sign in'}
      </Button>
    </form>
  );
}
