import { CalendarPlus } from 'lucide-react';

// Issue 20: an accepted, dated opportunity as an .ics file for the person's calendar.
export function AddToCalendar({ opportunityId, title }: { opportunityId: string; title: string }) {
  return (
    <a
      href={`/api/calendar/events/${encodeURIComponent(opportunityId)}`}
      download="event.ics"
      // Issue 41: the name starts with what the link says (WCAG 2.5.3, label in name).
      aria-label={`Add to calendar: ${title}`}
      className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-violet-300 hover:bg-muted focus-visible:outline-2 focus-visible:outline-violet-400"
    >
      <CalendarPlus className="size-4" aria-hidden="true" />
      Add to calendar
    </a>
  );
}
