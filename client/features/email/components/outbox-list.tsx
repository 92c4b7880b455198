import { Inbox } from 'lucide-react';
import { toast } from '../../../components/ui/toaster';
import { countLabel } from '@shared/counts';
import type { EmailKind, OutboxStatus } from '@shared/domain-values';
import type { OutboxEmailDto } from '@server/modules/email/outbox.dto';
import { type DataColumn, DataTable } from '../../../components/data-table/data-table';
import { SelectFilter } from '../../../components/data-table/table-filters';
import { TablePager } from '../../../components/data-table/table-pager';
import { TableSearch } from '../../../components/data-table/table-search';
import { useTableParams } from '../../../components/data-table/use-table-params';
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
// From the labels, not EMAIL_KINDS: that list would join the shared chunk every public page loads.
const KIND_OPTIONS = (Object.keys(EMAIL_KIND_LABELS) as EmailKind[]).map((kind) => ({
  value: kind,
  label: EMAIL_KIND_LABELS[kind],
}));

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

function RetryButton({ email }: { email: OutboxEmailDto }) {
  const retry = useRetryOutboxEmail();
  return (
    <Button
      variant="outline"
      size="sm"
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
  );
}

const COLUMNS: DataColumn<OutboxEmailDto>[] = [
  {
    id: 'subject',
    header: 'Subject',
    meta: { className: 'max-w-[16rem] break-words' },
    cell: ({ row }) => <span className="font-medium">{row.original.subject}</span>,
  },
  {
    id: 'status',
    header: 'Status',
    cell: ({ row }) => {
      const badge = STATUS_BADGES[row.original.status];
      return <Badge variant={badge.variant}>{badge.label}</Badge>;
    },
  },
  {
    id: 'recipient',
    header: 'To',
    // Issue 41: wide enough for an address to read as one, broken only where it must.
    meta: { className: 'min-w-52 [overflow-wrap:anywhere]' },
    cell: ({ row }) => row.original.recipient,
  },
  { id: 'kind', header: 'Kind', cell: ({ row }) => EMAIL_KIND_LABELS[row.original.kind] },
  {
    id: 'created',
    header: 'Written',
    meta: { sortKey: 'created', className: 'whitespace-nowrap' },
    cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    meta: { className: 'min-w-[14rem]' },
    cell: ({ row }) => (
      <span className={cn('break-words', row.original.status === 'failed' ? 'text-red-300' : 'text-muted-foreground')}>
        {deliveryLine(row.original)}
      </span>
    ),
  },
  {
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => (row.original.status === 'failed' ? <RetryButton email={row.original} /> : null),
  },
];

// Issue 7: what the outbox sent, what waits and what failed (with the reason), newest first.
// Issue 19: a table searched, filtered (status, kind), sorted and paged by the server, every
// choice in the address.
export function OutboxList() {
  const table = useTableParams({ sort: 'created', dir: 'desc' });
  const { params, setFilters } = table;
  const status = (params.get('status') ?? undefined) as OutboxStatus | undefined;
  const outbox = useOutbox(table.query);
  const data = outbox.data;
  const counts = data?.counts;
  const allCount = counts ? counts.pending + counts.sent + counts.failed : undefined;
  const filtered = Boolean(status || params.get('kind') || params.get('search'));

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
                onClick={() => setFilters({ status: filter.status })}
              >
                {filter.label}
                {count !== undefined && <span className="text-muted-foreground">{count}</span>}
              </Button>
            );
          })}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TableSearch
            value={params.get('search') ?? ''}
            onChange={(search) => setFilters({ search }, { replace: true })}
            placeholder="Search by recipient or subject..."
          />
          <SelectFilter
            label="Kind"
            allLabel="All kinds"
            value={params.get('kind') ?? ''}
            options={KIND_OPTIONS}
            onChange={(kind) => setFilters({ kind })}
          />
        </div>
        {outbox.isError && !data ? (
          <Alert>Failed to load the outbox</Alert>
        ) : !data ? (
          <div className="grid gap-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={Inbox}
            title={filtered ? (status ? `No ${status} emails` : 'No emails found') : 'No emails yet'}
            description={filtered ? undefined : 'Password resets, confirmations and status emails will show here.'}
          />
        ) : (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              Showing {countLabel({ value: data.total, precision: data.totalPrecision })} emails
            </p>
            <DataTable
              label="Outbox"
              columns={COLUMNS}
              rows={data.items}
              rowId={(row) => row.id}
              rowName={(row) => row.subject}
              sort={table.sort}
              onSortChange={table.setSort}
              busy={outbox.isFetching}
            />
            <TablePager page={table.page} pageSize={data.pageSize} total={data.total} onPageChange={table.setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
