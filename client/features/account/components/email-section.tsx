import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ChangeEmailInput, changeEmailSchema } from '@shared/account-schemas';
import { SettingsSection } from '../../../components/settings-section';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { serverMessage } from '../../../lib/error-mapper';
import {
  invalidFieldsMessage,
  markServerIssues,
  refusesInput,
  revealFirstInvalidField,
} from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';
import { isWrongPassword } from '../api/wrong-password';
import { ConfirmAddress } from './confirm-address';

// What the confirmation link's page says on its way back here (?email=changed, issue 40).
const LINK_OUTCOMES: Record<string, { tone: 'success' | 'error'; text: (email: string) => string }> = {
  changed: { tone: 'success', text: (email) => `Your email address is now ${email}. We told your old address.` },
};

// D25: change the email. The link goes to the new address and the change happens when it is
// opened; the old address is then told.
export function EmailSection({
  email,
  confirmed,
  linkOutcome,
}: {
  email: string;
  confirmed: boolean;
  linkOutcome: string | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = linkOutcome ? LINK_OUTCOMES[linkOutcome] : undefined;

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      setSentTo(null);
      try {
        await change.mutateAsync(values);
      } catch (error) {
        // Issue 41: each error said once: under its field, and beside the button how many
        // fields to correct; a refusal no field can fix (no connection, say) beside the button.
        const message = serverMessage(error, 'Failed to change the email');
        let marked = markServerIssues(error, form.setError, ['newEmail', 'currentPassword']);
        if (marked === 0 && refusesInput(error)) {
          form.setError(isWrongPassword(error) ? 'currentPassword' : 'newEmail', { type: 'server', message });
          marked = 1;
        }
        setStatus(marked > 0 ? invalidFieldsMessage(marked) : message);
        revealFirstInvalidField(formRef.current);
        return;
      }
      setSentTo(values.newEmail.trim().toLowerCase());
      form.reset();
    },
    (invalid) => {
      setStatus(invalidFieldsMessage(Object.keys(invalid).length));
      revealFirstInvalidField(formRef.current);
    },
  );

  return (
    <SettingsSection
      id="email"
      title="Email address"
      description={
        <span className="flex flex-wrap items-center gap-2">
          You sign in with <span className="font-medium text-foreground">{email}</span>
          <Badge variant={confirmed ? 'green' : 'neutral'}>{confirmed ? 'Confirmed' : 'Not confirmed'}</Badge>
        </span>
      }
    >
      {outcome && <Alert tone={outcome.tone}>{outcome.text(email)}</Alert>}
      {!confirmed && <ConfirmAddress email={email} />}
      {sentTo && (
        <Alert tone="info" title="Check your inbox">
          We sent a link to {sentTo}. Open it to confirm the change; until then you keep signing in with {email}. The
          link works for 24 hours.
        </Alert>
      )}
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Change email" className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="New email address" error={errors.newEmail?.message}>
            <Input type="email" inputMode="email" autoComplete="email" {...form.register('newEmail')} />
          </FormField>
          <FormField label="Current password" error={errors.currentPassword?.message}>
            <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
          </FormField>
        </div>
        {status && <Alert>{status}</Alert>}
        <Button type="submit" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Sending...' : 'Change email'}
        </Button>
      </form>
    </SettingsSection>
  );
}
