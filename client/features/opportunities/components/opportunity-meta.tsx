import { CalendarDays, MapPin } from 'lucide-react';
import { formatDate } from '../../../lib/format';
import { cn } from '../../../lib/cn';

// City and date of an opportunity, each only when known.
export function OpportunityMeta({
  city,
  date,
  className,
}: {
  city: string | null;
  date: string | null;
  className?: string;
}) {
  if (!city && !date) return null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground', className)}>
      {city && (
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-violet-300" aria-hidden="true" />
          <span className="sr-only">City: </span>
          {city}
        </span>
      )}
      {date && (
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-violet-300" aria-hidden="true" />
          <span className="sr-only">Date: </span>
          <time dateTime={date}>{formatDate(date)}</time>
        </span>
      )}
    </p>
  );
}
