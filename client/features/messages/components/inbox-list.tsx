import { Clock } from 'lucide-react';
import { THREAD_SLUGS, WAITING_FOR_REPLY_HOURS } from '@shared/messages';
import type { ThreadSummaryDto } from '@server/modules/messages/messages.dto';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { Link } from '../../../lib/router/router';
import type { Side } from '../api/message-keys';
import { UnreadCount } from './unread-count';

export const conversationPath = (side: Side, thread: Pick<ThreadSummaryDto, 'kind' | 'subjectId'>) =>
  `${side === 'staff' ? '/admin' : ''}/messages/${THREAD_SLUGS[thread.kind]}/${thread.subjectId}`;

const waitingLong = (since: string | null) =>
  since !== null && Date.now() - Date.parse(since) > WAITING_FOR_REPLY_HOURS * 3_600_000;

// An inbox: one line per conversation, newest activity first, the open one marked.
export function InboxList({
  side,
  threads,
  currentSubjectId,
  search = '',
}: {
  side: Side;
  threads: ThreadSummaryDto[];
  currentSubjectId?: string;
  // The inbox's filters, kept when a conversation opens.
  search?: string;
}) {
  return (
    <ul className="grid gap-1" aria-label="Conversations">
      {threads.map((thread) => {
        const current = thread.subjectId === currentSubjectId;
        return (
          <li key={`${thread.kind}:${thread.subjectId}`}>
            <Link
              to={`${conversationPath(side, thread)}${search}`}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'grid gap-0.5 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-muted',
                current ? 'border-primary/60 bg-primary/10' : 'border-transparent',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className={cn('truncate', thread.unread > 0 && 'font-semibold')}>
                  {side === 'staff' && thread.person ? `${thread.person.name} · ${thread.title}` : thread.title}
                </span>
                <UnreadCount count={thread.unread} />
              </span>
              <span className="truncate text-muted-foreground">{thread.lastMessagePreview ?? 'No messages yet'}</span>
              <span className="flex items-center gap-2 text-xs text-muted-foreground">
                {thread.lastActivityAt && (
                  <time dateTime={thread.lastActivityAt}>{formatDateTime(thread.lastActivityAt)}</time>
                )}
                {side === 'staff' && waitingLong(thread.awaitingReplySince) && (
                  <span className="inline-flex items-center gap-1 text-amber-300">
                    <Clock className="size-3" aria-hidden="true" />
                    Waiting for a reply
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
