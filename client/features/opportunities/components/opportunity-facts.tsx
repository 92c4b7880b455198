import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { CalendarDays, Building2, Clock, MapPin, Tag, Users, Wallet } from 'lucide-react';
import type { ComponentType } from 'react';
import { capitalized, formatDate, formatEventTimes } from '../../../lib/format';

// The facts people decide on, at the top of the side card: date, city, venue, budget, spots
// left and type (each only when known).
export function OpportunityFacts({ opportunity, ended }: { opportunity: OpportunityDetailDto; ended: boolean }) {
  const spotsLeft = Math.max(opportunity.slotsTotal - opportunity.slotsFilled, 0);
  const facts: [string, ComponentType<{ className?: string }>, string | null][] = [
    ['Date', CalendarDays, opportunity.date ? formatDate(opportunity.date) : null],
    // Issue 42 (D36): where the event is.
    ['Time', Clock, formatEventTimes(opportunity)],
    ['City', MapPin, opportunity.city],
    ['Venue', Building2, opportunity.venue],
    ['Budget', Wallet, opportunity.budgetRange],
    [
      'Spots',
      Users,
      // D32: an ended one has no spot open, whatever its count says (its banner says why).
      opportunity.slotsTotal === 0
        ? 'By invitation'
        : ended
          ? `${opportunity.slotsTotal} ${opportunity.slotsTotal === 1 ? 'spot' : 'spots'}, none open`
          : `${spotsLeft} of ${opportunity.slotsTotal} ${opportunity.slotsTotal === 1 ? 'spot' : 'spots'} open`,
    ],
    ['Type', Tag, capitalized(opportunity.opportunityType)],
  ];
  return (
    <dl aria-label="Key facts" className="grid gap-2.5 text-sm">
      {facts.map(([label, Icon, value]) =>
        value ? (
          <div key={label} className="grid grid-cols-[1.25rem_4.5rem_minmax(0,1fr)] items-start gap-2">
            <Icon className="mt-0.5 size-4 text-violet-300" aria-hidden="true" />
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
