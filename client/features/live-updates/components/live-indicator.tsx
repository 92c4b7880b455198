import { cn } from '../../../lib/cn';
import type { LiveStatus } from '../hooks/use-live-updates';

const TEXT: Record<LiveStatus, string> = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…' };

// Whether the page is receiving live updates (D17); the text says it, the dot repeats it.
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span
      role="status"
      data-testid="live-status"
      data-status={status}
      className="inline-flex items-center gap-1.5 rounded-full border border-border px-2.5 py-0.5 text-xs text-muted-foreground"
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', status === 'live' ? 'bg-green-400' : 'animate-pulse bg-yellow-400')}
      />
      {TEXT[status]}
    </span>
  );
}
