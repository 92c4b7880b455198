import type { ReliabilityBlockDto, ReliabilityHistoryItemDto } from '@server/modules/event-night/event-night.dto';
import { Badge } from '../../../components/ui/badge';
import { Alert } from '../../../components/ui/alert';
import { formatDate } from '../../../lib/format';

const OUTCOMES = {
  attended: { label: 'Attended', variant: 'green' },
  no_show: { label: 'No-show', variant: 'red' },
  late_cancellation: { label: 'Late cancellation', variant: 'yellow' },
} as const;

// D37: the last bookings that ended, each with how it ended (words, not colour alone).
export function ReliabilityHistory({ history }: { history: ReliabilityHistoryItemDto[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No bookings have ended yet.</p>;
  return (
    <ul className="grid gap-2" aria-label="Last bookings">
      {history.map((item) => (
        <li
          key={`${item.opportunityId}-${item.startsAt}`}
          className="flex flex-wrap items-center justify-between gap-2 text-sm"
        >
          <span className="min-w-0 break-words">
            {item.title}
            {item.startsAt && (
              <span className="text-muted-foreground">
                {' · '}
                <time dateTime={item.startsAt}>{formatDate(item.startsAt)}</time>
              </span>
            )}
          </span>
          <Badge variant={OUTCOMES[item.outcome].variant}>{OUTCOMES[item.outcome].label}</Badge>
        </li>
      ))}
    </ul>
  );
}

// D37: why applying is paused, and until when (the person's own words: "You missed …").
export function ReliabilityBlockNotice({ block, title }: { block: ReliabilityBlockDto; title: string }) {
  return (
    <Alert tone="info" title={title}>
      {block.reason} Until <time dateTime={block.until}>{formatDate(block.until)}</time>.
    </Alert>
  );
}
