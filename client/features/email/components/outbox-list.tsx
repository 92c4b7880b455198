import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toaster';
import type { OutboxStatus } from '@shared/domain-values';
import type { OutboxEmailDto } from '@server/modules/email/outbox.dto';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useOutbox } from '../api/get-outbox';
import { useRetryOutboxEmail } from '../api/retry-outbox-email';
import { EMAIL_KIND_LABELS } from './email-kind-labels';

const FILTERS: { status: OutboxStatus | undefined; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'pending', label: 'Pending' },
  { status: 'sent', label: 'Sent' },
  { status: 'failed', label: 'Failed' },
];

const STATUS_BADGES: Record<OutboxStatus, { label: string; variant: 'yellow' | 'green' | 'red' }> = {
  pending: { label: 'Pending', variant: 'yellow' },
  sent: { label: 'Sent', variant: 'green' },
  failed: { label: 'Failed', variant: 'red' },
};

function deliveryLine(email: OutboxEmailDto): string {
  if (email.status === 'sent') return `Sent ${formatDateTime(email.sentAt)}`;
  if (email.status === 'failed') {
    return `Gave up after ${email.attempts} ${email.attempts === 1 ? 'attempt' : 'attempts'}: ${email.lastError ?? 'unknown error'}`;
  }
  if (email.attempts === 0 || !email.lastError) return 'Waiting to be sent';
  return `Attempt ${email.attempts} failed: ${email.lastError}. Next try ${formatDateTime(email.nextAttemptAt)}`;
}

function OutboxRow({ email }: { email: OutboxEmailDto }) {
  const retry = useRetryOutboxEmail();
  const badge = STATUS_BADGES[email.status];
  return (
    <li className="grid gap-2 border-b border-border px-1 py-4 last:border-b-0 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={badge.variant}>{badge.label}</Badge>
          <p className="min-w-0 break-words font-medium">{email.subject}</p>
        </div>
        <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
          To {email.recipient} · {EMAIL_KIND_LABELS[email.kind]} · written {formatDateTime(email.createdAt)}
        </p>
        <p className={cn('break-words text-sm', email.status === 'failed' ? 'text-red-300' : 'text-muted-foreground')}>
          {deliveryLine(email)}
        </p>
      </div>
      {email.status === 'failed' && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={retry.isPending}
          aria-label={`Send again: ${email.subject} to ${email.recipient}`}
          onClick={() =>
            retry.mutateAsync(email.id).then(
              () => toast.success('Email queued to be sent again'),
              () => toast.error('Failed to queue the email'),
            )
          }
        >
          Send again
        </Button>
      )}
    </li>
  );
}

// Issue 7: what the outbox sent, what waits and what failed (with the reason), newest first.
export function OutboxList() {
  const [status, setStatus] = useState<OutboxStatus | undefined>(undefined);
  const outbox = useOutbox(status);
  const pages = outbox.data?.pages ?? [];
  const emails = pages.flatMap((page) => page.items);
  const first = pages[0];
  const counts = first?.counts;
  const allCount = counts ? counts.pending + counts.sent + counts.failed : undefined;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Outbox</CardTitle>
        <CardDescription>Every email the product writes. Failed emails keep the mail server's reason.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show emails</legend>
          {FILTERS.map((filter) => {
            const count = filter.status ? counts?.[filter.status] : allCount;
            return (
              <Button
                key={filter.label}
                size="sm"
                variant={status === filter.status ? 'secondary' : 'ghost'}
                aria-pressed={status === filter.status}
                onClick={() => setStatus(filter.status)}
              >
                {filter.label}
                {count !== undefined && <span className="text-muted-foreground">{count}</span>}
              </Button>
            );
          })}
        </fieldset>
        {outbox.isError ? (
          <Alert>Failed to load the outbox</Alert>
        ) : outbox.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : emails.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={status ? `No ${status} emails` : 'No emails yet'}
            description={status ? undefined : 'Password resets, confirmations and status emails will show here.'}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {emails.length} of {first?.total ?? emails.length} emails
            </p>
            <ul>
              {emails.map((email) => (
                <OutboxRow key={email.id} email={email} />
              ))}
            </ul>
            {outbox.hasNextPage && (
              <Button
                variant="outline"
                className="justify-self-center"
                disabled={outbox.isFetchingNextPage}
                onClick={() => outbox.fetchNextPage()}
              >
                {outbox.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
