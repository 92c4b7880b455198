import { MessagesSquare } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { ThreadKind } from '@shared/messages';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toaster';
import { friendlyErrorMessage } from '../../../lib/error-mapper';
import { useThread } from '../api/get-thread';
import { useMarkRead } from '../api/mark-read';
import type { Side } from '../api/message-keys';
import { useSendMessage } from '../api/send-message';
import { MessageComposer } from './message-composer';
import { ThreadEntry } from './thread-entry';

// D35: one conversation, oldest first, and a way to answer. Seeing its unread messages reads them.
export function ThreadView({
  side,
  kind,
  subjectId,
  teamName,
  heading = true,
}: {
  side: Side;
  kind: ThreadKind;
  subjectId: string;
  teamName: string;
  // Off where the page around it names the conversation already.
  heading?: boolean;
}) {
  const thread = useThread(side, kind, subjectId);
  const send = useSendMessage(side, kind, subjectId);
  const markRead = useMarkRead(side, kind, subjectId);
  const first = thread.data?.pages[0];
  // Each new unread state is read once (the mark, then the reload, would otherwise repeat it).
  const unreadAt = first && first.unread > 0 ? first.lastActivityAt : null;
  const readFor = useRef<string | null>(null);
  const { mutate: read } = markRead;

  useEffect(() => {
    if (!unreadAt || readFor.current === unreadAt) return;
    readFor.current = unreadAt;
    read();
  }, [unreadAt, read]);

  if (thread.isPending) return <Skeleton className="h-40" />;
  if (thread.isError || !first) return <Alert>{friendlyErrorMessage(thread.error)}</Alert>;

  const entries = thread.data.pages.flatMap((page) => page.entries).reverse();
  const recipient = side === 'staff' ? (first.person?.name ?? 'them') : `the ${teamName} team`;
  return (
    <section className="grid gap-4" aria-label={`Conversation: ${first.title}`}>
      {heading && (
        <header className="grid gap-0.5">
          <h2 className="font-display text-lg font-semibold">{first.title}</h2>
          {side === 'staff' && first.person && (
            <p className="text-sm text-muted-foreground">With {first.person.name}</p>
          )}
        </header>
      )}
      {thread.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-center"
          onClick={() => thread.fetchNextPage()}
          disabled={thread.isFetchingNextPage}
        >
          {thread.isFetchingNextPage ? 'Loading...' : 'Show earlier messages'}
        </Button>
      )}
      {entries.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MessagesSquare className="size-4" aria-hidden="true" />
          No messages yet.
        </p>
      ) : (
        <ol className="grid gap-3" aria-label="Messages">
          {entries.map((entry) => (
            <ThreadEntry key={entry.id} entry={entry} teamName={teamName} />
          ))}
        </ol>
      )}
      {first.mayWrite ? (
        <MessageComposer
          label={`Message to ${recipient}`}
          onSubmit={async (message) => {
            try {
              await send.mutateAsync(message);
              return true;
            } catch (error) {
              toast.error('Message not sent', { description: friendlyErrorMessage(error) });
              return false;
            }
          }}
        />
      ) : (
        <p className="text-sm text-muted-foreground">This conversation is closed: nobody is left to write to.</p>
      )}
    </section>
  );
}
