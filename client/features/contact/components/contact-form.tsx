import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  CONTACT_EMAIL_REQUIRED_MESSAGE,
  CONTACT_MESSAGE_MAX_LENGTH,
  type ContactMessageInput,
  contactMessageSchema,
} from '@shared/contact-schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Alert } from '../../../components/ui/alert';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { invalidFieldsMessage, markServerIssues, revealFirstInvalidField } from '../../../lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';

// Signed out, the answer goes to the address given here; signed in, to the account's.
const visitorSchema = contactMessageSchema.refine((message) => Boolean(message.email), {
  message: CONTACT_EMAIL_REQUIRED_MESSAGE,
  path: ['email'],
});

export const MESSAGE_SENT = 'Message sent. The team will get back to you by email.';

// Issue 16: the contact page's form (docs/decisions/092).
export function ContactForm({ signedInAs }: { signedInAs: string | null }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput>({
    resolver: zodResolver(signedInAs ? contactMessageSchema : visitorSchema),
    defaultValues: { name: '', email: '', subject: '', message: '' },
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';

  const submit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      const body = signedInAs ? { subject: values.subject, message: values.message } : values;
      try {
        await send.mutateAsync(body);
      } catch (error) {
        const marked = markServerIssues(error, form.setError, ['name', 'email', 'subject', 'message']);
        setStatus(serverMessage(error, 'Failed to send the message'));
        if (marked > 0) revealFirstInvalidField(formRef.current);
        return;
      }
      toast.success(MESSAGE_SENT);
      setSent(signedInAs ?? values.email ?? '');
      form.reset();
    },
    (invalid) => {
      setStatus(invalidFieldsMessage(Object.keys(invalid).length));
      revealFirstInvalidField(formRef.current);
    },
  );

  if (sent !== null) {
    return (
      <Card className="grid justify-items-center gap-3 p-8 text-center" role="status">
        <CheckCircle2 className="size-8 text-green-300" aria-hidden="true" />
        <h2 className="text-xl font-bold">Thanks, your message is with the team</h2>
        <p className="text-muted-foreground">We will answer you at {sent}.</p>
        <Button variant="outline" onClick={() => setSent(null)}>
          Write another message
        </Button>
      </Card>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <form ref={formRef} noValidate onSubmit={submit} aria-label="Message the team" className="grid gap-4">
        {signedInAs ? (
          <p className="text-sm text-muted-foreground">
            We will answer you at <span className="font-medium text-foreground">{signedInAs}</span>.
          </p>
        ) : (
          // Issue 41: side by side, each field starts at the top of its row, whatever the hint or
          // error under the other one.
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Your name (optional)" error={errors.name?.message} className="content-start">
              <Input autoComplete="name" {...form.register('name')} />
            </FormField>
            <FormField
              label="Your email"
              hint="Where we answer you"
              error={errors.email?.message}
              className="content-start"
            >
              <Input type="email" inputMode="email" autoComplete="email" {...form.register('email')} />
            </FormField>
          </div>
        )}
        <FormField label="Subject (optional)" error={errors.subject?.message}>
          <Input {...form.register('subject')} />
        </FormField>
        <FormField
          label="Message"
          hint={`${message.length}/${CONTACT_MESSAGE_MAX_LENGTH} characters`}
          error={errors.message?.message}
        >
          <Textarea rows={6} {...form.register('message')} />
        </FormField>
        {status && <Alert>{status}</Alert>}
        <Button type="submit" variant="gradient" disabled={isSubmitting} className="justify-self-start">
          {isSubmitting ? 'Sending...' : 'Send message'}
        </Button>
      </form>
    </Card>
  );
}
