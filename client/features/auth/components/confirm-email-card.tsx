import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '../../../lib/router/router';
import type { EmailLinkOutcomeDto, EmailLinkPreviewDto } from '@server/modules/accounts/email-links.dto';
import { type NewPasswordFormInput, newPasswordFormSchema } from '@shared/auth-schemas';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PasswordInput } from '../../../components/ui/password-input';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { useConfirmEmail } from '../api/confirm-email';
import { useEmailLink } from '../api/email-link';

// Issue 40 (docs/decisions/144): the page an emailed confirmation link opens. It says what the
// link will do here and acts only on the person's click, so a mail scanner that opens the link
// changes nothing. `onDone` decides where a person who is now signed in goes next.
export function ConfirmEmailCard({
  token,
  appName,
  signedIn,
  onDone,
}: {
  token: string;
  appName: string;
  // This browser holds a session (of any account): a dead link points to the settings, not sign-in.
  signedIn: boolean;
  onDone: (outcome: EmailLinkOutcomeDto) => void | Promise<void>;
}) {
  const link = useEmailLink(token);
  const confirm = useConfirmEmail();
  const [finished, setFinished] = useState<EmailLinkOutcomeDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);

  const open = async (newPassword?: string) => {
    setFailure(null);
    try {
      const outcome = await confirm.mutateAsync({ token, newPassword });
      if (outcome.signedIn) await onDone(outcome);
      else setFinished(outcome);
    } catch (error) {
      // Used meanwhile (another tab), expired, or its new address taken: the link is done for.
      if (isDeadLink(error)) setDeadLink(serverMessage(error, DEAD_LINK_FALLBACK));
      else setFailure(serverMessage(error, 'An error occurred'));
    }
  };

  if (finished) return <Confirmed outcome={finished} />;
  if (deadLink) return <LinkNotWorking message={deadLink} signedIn={signedIn} />;
  if (link.isPending) return <p className="text-center text-muted-foreground">Loading...</p>;
  if (link.isError) {
    return <LinkNotWorking message={serverMessage(link.error, DEAD_LINK_FALLBACK)} signedIn={signedIn} />;
  }
  const preview = link.data;
  const busy = confirm.isPending;
  switch (preview.action) {
    case 'change-email':
      return (
        <Step title="Confirm your new email">
          <p className="text-sm text-muted-foreground">
            Your {appName} account's email changes from <strong className="text-foreground">{preview.email}</strong> to{' '}
            <strong className="text-foreground">{preview.newEmail}</strong>. You sign in with the new address from then
            on, and we tell the old one.
          </p>
          {preview.signedInElsewhere ? (
            <Alert tone="info">This browser is signed in to another account. Sign out, then open the link again.</Alert>
          ) : (
            <ActButton busy={busy} onClick={() => open()}>
              Confirm new email
            </ActButton>
          )}
          {failure && <Alert>{failure}</Alert>}
        </Step>
      );
    case 'take-over':
      return <TakeOver preview={preview} busy={busy} failure={failure} onSubmit={open} />;
    case 'already-confirmed':
      return (
        <Step title="Email confirmed">
          <p className="text-sm text-muted-foreground">
            {preview.email} is already confirmed. There's nothing more to do.
          </p>
          <Button asChild variant="gradient" size="lg" className="w-full">
            <Link to="/auth?mode=sign-in">Sign in</Link>
          </Button>
        </Step>
      );
    default:
      return (
        <Step title="Confirm your email">
          <p className="text-sm text-muted-foreground">
            Confirm <strong className="text-foreground">{preview.email}</strong> as the address of your {appName}{' '}
            account.
          </p>
          <ActButton busy={busy} onClick={() => open()}>
            Confirm email
          </ActButton>
          {failure && <Alert>{failure}</Alert>}
        </Step>
      );
  }
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}

function ActButton({ busy, onClick, children }: { busy: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Button type="button" variant="gradient" size="lg" className="w-full" disabled={busy} onClick={onClick}>
      {busy ? 'Loading...' : children}
    </Button>
  );
}

// Decision 100: the address is the opener's inbox; whoever registered it may not be them.
function TakeOver({
  preview,
  busy,
  failure,
  onSubmit,
}: {
  preview: EmailLinkPreviewDto;
  busy: boolean;
  failure: string | null;
  onSubmit: (newPassword: string) => Promise<void>;
}) {
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <Step title="This address was registered by someone else: choose a password to take it over">
      <div className="grid gap-2 text-sm text-muted-foreground">
        <p>
          This browser has never been signed in to the account of{' '}
          <strong className="text-foreground">{preview.email}</strong>. The link proves the inbox is yours: choose a
          password, and every other device is signed out and any earlier password stops working.
        </p>
        <p>Created the account yourself on another device? Open the link there instead.</p>
      </div>
      <form
        noValidate
        className="grid gap-4"
        aria-label="Take the account over"
        onSubmit={form.handleSubmit(({ newPassword }) => onSubmit(newPassword))}
      >
        <FormField label="New password" hint="At least 6 characters" error={errors.newPassword?.message}>
          <PasswordInput autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Loading...' : 'Choose password and confirm'}
        </Button>
        {failure && <Alert>{failure}</Alert>}
      </form>
    </Step>
  );
}

// Done, but this browser is not signed in to the account (signed out, or in another account).
function Confirmed({ outcome }: { outcome: EmailLinkOutcomeDto }) {
  return (
    <Step title="Email confirmed">
      <p className="text-sm text-muted-foreground">
        {outcome.action === 'change-email'
          ? `Your account's email is now ${outcome.email}. Sign in with it to continue.`
          : `${outcome.email} is confirmed. This browser is signed in to another account: sign out, then sign in with ${outcome.email}.`}
      </p>
      <Button asChild variant="gradient" size="lg" className="w-full">
        <Link to="/auth?mode=sign-in">Sign in</Link>
      </Button>
    </Step>
  );
}

function LinkNotWorking({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <Step title="This link no longer works">
      <p className="text-sm text-muted-foreground">{message}</p>
      <p className="text-sm text-muted-foreground">
        {signedIn
          ? 'Your settings page sends a new confirmation link.'
          : "Sign in and we'll offer to send you a new confirmation link."}
      </p>
      <Button asChild variant="gradient" size="lg" className="w-full">
        {signedIn ? (
          <Link to="/settings#email">Go to your settings</Link>
        ) : (
          <Link to="/auth?mode=sign-in">Sign in</Link>
        )}
      </Button>
    </Step>
  );
}

const DEAD_LINK_FALLBACK = 'This link does not work. Ask for a new one.';

// The server refused the link itself (used, expired, ended by a recovery), not the request.
const isDeadLink = (error: unknown) =>
  error instanceof ApiError && ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'EMAIL_TAKEN'].includes(error.code);
