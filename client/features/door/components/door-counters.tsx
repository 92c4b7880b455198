import type { DoorCountsDto } from '@server/modules/door/door.dto';
import { cn } from '../../../lib/cn';

const COUNTERS: { key: keyof DoorCountsDto; label: string; tone: string }[] = [
  { key: 'expected', label: 'Expected', tone: 'text-foreground' },
  { key: 'in', label: 'In', tone: 'text-green-300' },
  { key: 'late', label: 'Late', tone: 'text-yellow-200' },
  { key: 'noShow', label: 'No-show', tone: 'text-red-300' },
];

// D36, D17: the door's counters, kept live on every open door page. Late: came after the call
// time (or the start); they count as in too.
export function DoorCounters({ counts }: { counts: DoorCountsDto }) {
  return (
    <dl className="grid grid-cols-4 gap-2" aria-label="Counters">
      {COUNTERS.map(({ key, label, tone }) => (
        <div
          key={key}
          className="grid justify-items-center rounded-lg border border-border bg-card px-1 py-2 text-center"
        >
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd
            className={cn('font-display text-2xl font-bold tabular-nums sm:text-3xl', tone)}
            data-testid={`count-${key}`}
          >
            {counts[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
