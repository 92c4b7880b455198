import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangePasswordFormInput, changePasswordFormSchema } from '@shared/account-schemas';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';
import { PasswordInput } from '../../../components/ui/password-input';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import {
  invalidFieldsMessage,
  markServerIssues,
  refusesInput,
  revealFirstInvalidField,
} from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { isWrongPassword } from '../api/wrong-password';

export const PASSWORD_CHANGED = 'Password changed. Your other devices were signed out.';

// D25: change the password (the current one, then the new one twice). Every other session
// ends (D2); this one goes on.
export function PasswordSection() {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const change = useChangePassword();
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setStatus(null);
      try {
        await change.mutateAsync({ currentPassword, newPassword });
      } catch (error) {
        // Issue 41: each error said once: under its field, and beside the button how many
        // fields to correct; a refusal no field can fix (no connection, say) beside the button.
        // The server's rules for a new password (a common one, say) are said under it.
        const message = serverMessage(error, 'Failed to change the password');
        let marked = markServerIssues(error, form.setError, ['newPassword', 'currentPassword']);
        if (marked === 0 && refusesInput(error)) {
          form.setError(isWrongPassword(error) ? 'currentPassword' : 'newPassword', { type: 'server', message });
          marked = 1;
        }
        setStatus(marked > 0 ? invalidFieldsMessage(marked) : message);
        revealFirstInvalidField(formRef.current);
        return;
      }
      form.reset();
      toast.success(PASSWORD_CHANGED);
    },
    (invalid) => {
      setStatus(invalidFieldsMessage(Object.keys(invalid).length));
      revealFirstInvalidField(formRef.current);
    },
  );

  return (
    <SettingsSection id="password" title="Password" description="Changing it signs you out on every other device.">
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Change password" className="grid gap-4">
        <FormField label="Current password" error={errors.currentPassword?.message}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="New password"
            hint="At least 6 characters"
            error={errors.newPassword?.message}
            className="content-start"
          >
            <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
          </FormField>
          <FormField label="Repeat the new password" error={errors.confirmPassword?.message} className="content-start">
            <PasswordInput autoComplete="new-password" {...form.register('confirmPassword')} />
          </FormField>
        </div>
        {status && <Alert>{status}</Alert>}
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </SettingsSection>
  );
}
