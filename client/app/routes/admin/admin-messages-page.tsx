import { MessagesSquare } from 'lucide-react';
import { threadKindOfSlug } from '@shared/messages';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useInbox } from '../../../features/messages/api/list-inbox';
import { InboxList } from '../../../features/messages/components/inbox-list';
import { StaffInboxFiltersForm } from '../../../features/messages/components/staff-inbox-filters';
import { ThreadView } from '../../../features/messages/components/thread-view';
import { appName } from '../../../lib/app-name';
import { cn } from '../../../lib/cn';
import { Link, useLocation, useParams } from '../../../lib/router/router';
import { setOrDelete, useUrlParams } from '../../../lib/use-url-params';
import { usePageTitle } from '../../../lib/use-page-title';

const PAGE_SIZE = 20;

// D35 /admin/messages: every conversation the caller may read (D12, D31), filtered and paged
// by the server; the open one beside the list (on a phone, one or the other).
export function AdminMessagesPage() {
  usePageTitle('Messages');
  const params = useParams();
  const kind = threadKindOfSlug(params.kind ?? '');
  const subjectId = kind ? params.subjectId : undefined;
  const [search, change] = useUrlParams();
  const { search: queryString } = useLocation();
  const page = Number(search.get('page') ?? '1') || 1;
  const query = new URLSearchParams(search);
  query.set('pageSize', String(PAGE_SIZE));
  const inbox = useInbox('staff', query.toString());
  const threads = inbox.data?.items ?? [];
  const total = inbox.data?.total ?? 0;
  const opportunityId = search.get('opportunityId');
  const goTo = (next: number) =>
    change((current) => setOrDelete(current, { page: next > 1 ? String(next) : undefined }));

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="text-muted-foreground">Conversations with applicants and invitees, newest activity first.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[24rem_1fr]">
        <div className={cn('grid content-start gap-4', subjectId && 'hidden lg:grid')}>
          <StaffInboxFiltersForm
            value={{ show: search.get('show') ?? undefined, track: search.get('track') ?? undefined }}
            showTrack={!opportunityId}
            onChange={(next) => change((current) => setOrDelete(current, { ...next, page: undefined }))}
          />
          {opportunityId && (
            <p className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
              About one opportunity only.
              <Button
                variant="ghost"
                size="sm"
                onClick={() => change((current) => setOrDelete(current, { opportunityId: undefined, page: undefined }))}
              >
                Show all
              </Button>
            </p>
          )}
          <nav aria-label="Conversations list" className="grid gap-3">
            {inbox.isPending ? (
              <Skeleton className="h-60" />
            ) : threads.length === 0 ? (
              <EmptyState icon={MessagesSquare} title="No conversations here" titleAs="h2" />
            ) : (
              <InboxList side="staff" threads={threads} currentSubjectId={subjectId} search={queryString} />
            )}
            {total > PAGE_SIZE && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                  Previous
                </Button>
                <span className="text-muted-foreground">
                  Page {page} of {Math.ceil(total / PAGE_SIZE)}
                </span>
                <Button variant="outline" size="sm" disabled={page * PAGE_SIZE >= total} onClick={() => goTo(page + 1)}>
                  Next
                </Button>
              </div>
            )}
          </nav>
        </div>
        <div
          className={cn(
            'min-w-0 rounded-xl border border-border bg-card/60 p-4 sm:p-5',
            !subjectId && 'hidden lg:block',
          )}
        >
          {kind && subjectId ? (
            <div className="grid gap-4">
              <Link
                to={`/admin/messages${queryString}`}
                className="text-sm text-muted-foreground hover:text-foreground lg:hidden"
              >
                ← All conversations
              </Link>
              <ThreadView key={subjectId} side="staff" kind={kind} subjectId={subjectId} teamName={appName()} />
            </div>
          ) : (
            <p className="py-10 text-center text-muted-foreground">Choose a conversation.</p>
          )}
        </div>
      </div>
    </div>
  );
}
