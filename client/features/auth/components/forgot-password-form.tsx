import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { type ForgotPasswordInput, forgotPasswordSchema } from '@shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { serverMessage } from '../../../lib/error-mapper';
import { useRequestPasswordReset } from '../api/request-password-reset';

// Issue 7: 'Forgot password?'. Whatever the address, the next screen says the same.
export function ForgotPasswordForm({
  defaultEmail,
  onEmailChange,
  onSent,
}: {
  defaultEmail: string;
  onEmailChange: (email: string) => void;
  onSent: (email: string) => void;
}) {
  const request = useRequestPasswordReset();
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  // A refused request is also said under the form, where the person is looking (issue 16).
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      const message = serverMessage(error, 'An error occurred');
      setFailure(message);
      toast.error(message);
      return;
    }
    onSent(values.email);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset your password">
      <FormField label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          {...form.register('email', { onChange: (event) => onEmailChange(event.target.value) })}
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Loading...' : 'Send reset link'}
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
