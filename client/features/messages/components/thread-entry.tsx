import { Mail, Megaphone } from 'lucide-react';
import type { ThreadEntryDto } from '@server/modules/messages/messages.dto';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { MessageText } from './message-text';

// One entry: a message (the caller's own on the right) or an event (a line of its own).
export function ThreadEntry({ entry, teamName }: { entry: ThreadEntryDto; teamName: string }) {
  const when = <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>;
  if (entry.kind === 'event') {
    return (
      <li className="text-center text-xs text-muted-foreground">
        <span className="font-medium text-foreground/80">{entry.event?.text}</span> · {when}
      </li>
    );
  }
  const mine = entry.author?.mine ?? false;
  const author = entry.author?.side === 'staff' ? `${entry.author.name} (${teamName} team)` : entry.author?.name;
  return (
    <li className={cn('grid max-w-[85%] gap-1', mine ? 'justify-self-end' : 'justify-self-start')}>
      <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground/80">{mine ? 'You' : author}</span>
        {when}
        {entry.via === 'email' && (
          <span className="inline-flex items-center gap-1">
            <Mail className="size-3" aria-hidden="true" />
            by email
          </span>
        )}
        {entry.via === 'broadcast' && (
          <span className="inline-flex items-center gap-1">
            <Megaphone className="size-3" aria-hidden="true" />
            to the lineup
          </span>
        )}
      </p>
      <div
        className={cn(
          'rounded-lg border px-3 py-2',
          mine ? 'border-primary/40 bg-primary/15' : 'border-border bg-muted/40',
        )}
      >
        <MessageText text={entry.body ?? ''} />
      </div>
    </li>
  );
}
