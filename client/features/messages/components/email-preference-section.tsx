import { MESSAGE_EMAIL_FREQUENCIES, type MessageEmailFrequency } from '@shared/messages';
import { SettingsSection } from '../../../components/settings-section';
import { NativeSelect } from '../../../components/ui/select';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { FormField } from '../../../components/ui/form-field';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useEmailPreference, useSetEmailPreference } from '../api/email-preference';

const LABELS: Record<MessageEmailFrequency, string> = {
  each: 'Each message (recommended)',
  daily: 'A daily digest',
  off: 'No message emails',
};

// D35 on /settings: how new messages reach the person by email. Status emails and invitations
// are sent whatever is chosen here.
export function EmailPreferenceSection({ appName }: { appName: string }) {
  const preference = useEmailPreference();
  const set = useSetEmailPreference();
  const repliesByEmail = preference.data?.repliesByEmail ?? false;
  return (
    <SettingsSection id="messages" title="Messages" description="How new messages from the team reach you by email.">
      {preference.isPending ? (
        <Skeleton className="h-16" />
      ) : (
        <FormField
          label="Emails about new messages"
          hint={`Status updates and invitations are always emailed. ${
            repliesByEmail ? 'You can answer a message email by replying to it.' : `Reply in ${appName}.`
          }`}
        >
          <NativeSelect
            value={preference.data?.frequency ?? 'each'}
            disabled={set.isPending}
            onChange={async (event) => {
              try {
                await set.mutateAsync(event.target.value as MessageEmailFrequency);
                toast.success('Email preference saved');
              } catch (error) {
                toast.error('Email preference not saved', { description: friendlyErrorMessage(error) });
              }
            }}
          >
            {MESSAGE_EMAIL_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {LABELS[frequency]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </SettingsSection>
  );
}
