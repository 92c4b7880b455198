import { Laptop, Smartphone } from 'lucide-react';
import type { AccountSessionDto } from '@server/modules/accounts/account-settings.dto';
import { LoadError } from '../../../components/load-error';
import { SettingsSection } from '../../../components/settings-section';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { friendlyErrorMessage, serverMessage } from '../../../lib/error-mapper';
import { formatDate, formatDateTime } from '../../../lib/format';
import { useEndOtherSessions, useEndSession } from '../api/end-sessions';
import { useAccountSessions } from '../api/list-sessions';

const PHONE = /iPhone|iPad|Android/;

function SessionRow({ session }: { session: AccountSessionDto }) {
  const end = useEndSession();
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-background/40 px-4 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-violet-300" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            {session.device}
            {session.current && <Badge variant="green">This device</Badge>}
          </p>
          <p className="text-xs text-muted-foreground">
            Last active {formatDateTime(session.lastActiveAt)} · signed in {formatDate(session.signedInAt)}
            {session.ipAddress ? ` · ${session.ipAddress}` : ''}
          </p>
        </div>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={end.isPending}
          // Issue 41: the name starts with what the button says (WCAG 2.5.3, label in name).
          aria-label={`End session on ${session.device}, last active ${formatDateTime(session.lastActiveAt)}`}
          // The row goes once the list is read again: report through the promise (docs/architecture.md, 7).
          onClick={() =>
            end.mutateAsync(session.id).then(
              () => toast.success(`Signed out ${session.device}`),
              (error) => toast.error(serverMessage(error, 'Failed to end the session')),
            )
          }
        >
          End session
        </Button>
      )}
    </li>
  );
}

// D25: the devices signed in to the account; any other can be signed out, or all at once.
export function SessionsSection() {
  const sessions = useAccountSessions();
  const endOthers = useEndOtherSessions();
  const items = sessions.data?.items ?? [];
  const others = items.filter((item) => !item.current).length;
  return (
    <SettingsSection
      id="sessions"
      title="Where you're signed in"
      description="Sign out a device you no longer use, or one you don't recognise."
    >
      {sessions.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <p className="sr-only">Loading...</p>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <LoadError
          message={friendlyErrorMessage(sessions.error)}
          onRetry={() => void sessions.refetch()}
          back={{ to: '/dashboard', label: 'Back to dashboard' }}
        />
      ) : (
        <>
          <ul className="grid gap-2">
            {items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={endOthers.isPending}
              onClick={() =>
                endOthers.mutateAsync().then(
                  () => toast.success('Signed out everywhere else'),
                  (error) => toast.error(serverMessage(error, 'Failed to end the other sessions')),
                )
              }
            >
              Sign out everywhere else
            </Button>
          ) : (
            <p className="text-sm text-muted-foreground">This is the only device signed in.</p>
          )}
        </>
      )}
    </SettingsSection>
  );
}
