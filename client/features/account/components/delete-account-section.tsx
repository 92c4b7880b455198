import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { DELETE_CONFIRMATION_WORD, type DeleteAccountInput, deleteAccountSchema } from '@shared/account-schemas';
import { SettingsSection } from '../../../components/settings-section';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { serverMessage } from '../../../lib/error-mapper';
import { invalidFieldsMessage, revealFirstInvalidField } from '../../../lib/form-errors';
import { useDeleteAccount } from '../api/delete-account';
import { isWrongPassword } from '../api/wrong-password';

// D25: delete the account after typing the confirmation word and the password. What goes and
// what stays is said before anything happens.
export function DeleteAccountSection({ appName, onDeleted }: { appName: string; onDeleted: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountSchema),
    defaultValues: { password: '', confirmation: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        await remove.mutateAsync(values);
      } catch (error) {
        // Issue 41: each error said once: a wrong password under its field (and beside the button
        // that a field needs correcting), anything else (the last admin, say) beside the button.
        const message = serverMessage(error, 'Failed to delete the account');
        if (isWrongPassword(error)) {
          form.setError('password', { type: 'server', message });
          setStatus(invalidFieldsMessage(1));
        } else setStatus(message);
        revealFirstInvalidField(formRef.current);
        return;
      }
      onDeleted();
    },
    (invalid) => {
      setStatus(invalidFieldsMessage(Object.keys(invalid).length));
      revealFirstInvalidField(formRef.current);
    },
  );

  return (
    <SettingsSection id="delete-account" title="Delete your account" danger>
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>
          This deletes your {appName} account for good: your sign-in, your profile, your track application and its saved
          answers, and your applications to opportunities (a spot you were booked for is given up). You are signed out
          everywhere and we send a last email to confirm.
        </p>
        <p>
          Notes our team kept about your past applications stay, with your name replaced by &ldquo;Deleted user&rdquo;.
          Download your data first if you want a copy.
        </p>
      </div>
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Delete account" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`} error={errors.confirmation?.message}>
            <Input
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              {...form.register('confirmation')}
            />
          </FormField>
          <FormField label="Your password" error={errors.password?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('password')} />
          </FormField>
        </div>
        {status && <Alert>{status}</Alert>}
        <Button type="submit" variant="destructive" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Deleting...' : 'Delete my account'}
        </Button>
      </form>
    </SettingsSection>
  );
}
