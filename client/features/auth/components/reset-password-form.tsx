import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toaster';
import { type NewPasswordFormInput, newPasswordFormSchema } from '@shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { INVALID_TOKEN } from '../api/auth-error-codes';
import { useResetPassword } from '../api/reset-password';
import { PasswordInput } from '../../../components/ui/password-input';

// Issue 7: the page the reset link opens. The new password follows the sign-up rules.
export function ResetPasswordForm({
  token,
  onReset,
  onLinkExpired,
}: {
  token: string;
  onReset: () => void | Promise<void>;
  onLinkExpired: () => void;
}) {
  const reset = useResetPassword();
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // A refused request is also said under the form, where the person is looking (issue 16).
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (error instanceof ApiError && error.code === INVALID_TOKEN) onLinkExpired();
      else {
        const message = serverMessage(error, 'An error occurred');
        setFailure(message);
        toast.error(message);
      }
      return;
    }
    await onReset();
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Reset password">
      <FormField label="New password" hint="At least 6 characters" error={errors.newPassword?.message}>
        <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? 'Loading...' : 'Set new password'}
      </Button>
      {failure && <Alert>{failure}</Alert>}
    </form>
  );
}
