import { MessagesSquare } from 'lucide-react';
import { threadKindOfSlug } from '@shared/messages';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useInbox } from '../../features/messages/api/list-inbox';
import { InboxList } from '../../features/messages/components/inbox-list';
import { ThreadView } from '../../features/messages/components/thread-view';
import { appName } from '../../lib/app-name';
import { cn } from '../../lib/cn';
import { Link, useParams } from '../../lib/router/router';
import { usePageTitle } from '../../lib/use-page-title';

// D35 /messages: the person's conversations with the team, one per application or invitation;
// on a phone the list, or the open conversation with a way back.
export function MessagesPage() {
  usePageTitle('Messages');
  const params = useParams();
  const kind = threadKindOfSlug(params.kind ?? '');
  const subjectId = kind ? params.subjectId : undefined;
  const inbox = useInbox('person', 'pageSize=50');
  const threads = inbox.data?.items ?? [];
  const team = appName();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold">Messages</h1>
        <p className="text-muted-foreground">
          Your conversations with the {team} team about your applications and invitations.
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[20rem_1fr]">
        <nav aria-label="Your conversations" className={cn(subjectId && 'hidden md:block')}>
          {inbox.isPending ? (
            <Skeleton className="h-40" />
          ) : threads.length === 0 ? (
            <EmptyState
              icon={MessagesSquare}
              title="No conversations yet"
              description="Write to the team from an application on your dashboard."
              titleAs="h2"
            />
          ) : (
            <InboxList side="person" threads={threads} currentSubjectId={subjectId} />
          )}
        </nav>
        <div
          className={cn(
            'min-w-0 rounded-xl border border-border bg-card/60 p-4 sm:p-5',
            !subjectId && 'hidden md:block',
          )}
        >
          {kind && subjectId ? (
            <div className="grid gap-4">
              <Link to="/messages" className="text-sm text-muted-foreground hover:text-foreground md:hidden">
                ← All conversations
              </Link>
              <ThreadView key={subjectId} side="person" kind={kind} subjectId={subjectId} teamName={team} />
            </div>
          ) : (
            <p className="py-10 text-center text-muted-foreground">Choose a conversation.</p>
          )}
        </div>
      </div>
    </div>
  );
}
