import { zodResolver } from '@hookform/resolvers/zod';
import { MessagesSquare } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  BROADCAST_AUDIENCES,
  type BroadcastAudience,
  type BroadcastInput,
  broadcastSchema,
  MESSAGE_MAX_LENGTH,
} from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { Link } from '../../../lib/router/router';
import { useSendBroadcast } from '../api/send-broadcast';

const AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  accepted: 'Everyone accepted',
  waitlisted: 'Everyone waitlisted',
  both: 'Everyone accepted or waitlisted',
};

const people = (count: number) => `${count} ${count === 1 ? 'person' : 'people'}`;

// D35 on an opportunity's page: one message to its lineup, each person in their own
// conversation (so a reply comes back to the team only).
export function BroadcastForm({ opportunityId }: { opportunityId: string }) {
  const send = useSendBroadcast(opportunityId);
  const form = useForm<BroadcastInput>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { audience: 'accepted', body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('body')?.length ?? 0;
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await send.mutateAsync(values);
      toast.success(`Message sent to ${people(result.sent)}`, {
        description: result.skipped.length > 0 ? result.skipped.map((skip) => skip.reason).join(' ') : undefined,
      });
      form.reset({ audience: values.audience, body: '' });
    } catch (error) {
      toast.error('Message not sent', { description: friendlyErrorMessage(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField label="Send to" error={errors.audience?.message}>
        <NativeSelect {...form.register('audience')}>
          {BROADCAST_AUDIENCES.map((audience) => (
            <option key={audience} value={audience}>
              {AUDIENCE_LABELS[audience]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Message to the lineup" error={errors.body?.message} hint={`${length}/${MESSAGE_MAX_LENGTH}`}>
        <Textarea rows={4} {...form.register('body')} />
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={`/admin/messages?opportunityId=${opportunityId}`}
          className="inline-flex items-center gap-1.5 text-sm text-violet-200 underline-offset-4 hover:underline"
        >
          <MessagesSquare className="size-4" aria-hidden="true" />
          Conversations about this opportunity
        </Link>
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send to each'}
        </Button>
      </div>
    </form>
  );
}
