import { CalendarDays, ExternalLink, MapPin, Pencil, Trash2, UsersRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatDate } from '../../../lib/format';
import { FeaturedBadge } from '../../../components/featured-badge';
import { OpportunityStatusBadge, OpportunityTypeBadge } from './opportunity-badges';

// spec §4: slots_total 0 means invite only.
function spotsText(opportunity: OpportunityDetailDto): string {
  if (opportunity.slotsTotal === 0) return 'Invite Only';
  const spots = opportunity.slotsTotal === 1 ? 'spot' : 'spots';
  return `${opportunity.slotsFilled} of ${opportunity.slotsTotal} ${spots} filled`;
}

// spec §2 /admin/opportunities card: title, status and type badges, the participants widget
// (composed by the page, D11), city, date, spots; View (new tab), Edit, Delete.
export function AdminOpportunityCard({
  opportunity,
  participants,
  onEdit,
  onDelete,
}: {
  opportunity: OpportunityDetailDto;
  participants?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <Card className="grid gap-4 p-4 sm:p-5">
      <article aria-labelledby={titleId} className="grid gap-3">
        <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
          <h2 id={titleId} className="mr-auto min-w-0 break-words font-display text-lg font-semibold leading-snug">
            {opportunity.title}
          </h2>
          <div className="flex flex-wrap items-center gap-1.5">
            <OpportunityStatusBadge status={opportunity.status} />
            {/* D22: open, but its date has passed, so no longer listed publicly. */}
            {opportunity.status === 'open' && opportunity.past && (
              <Badge variant="yellow" title="Its date has passed: it no longer appears in the public list">
                Past
              </Badge>
            )}
            <OpportunityTypeBadge type={opportunity.opportunityType} />
            {opportunity.featured && <FeaturedBadge />}
          </div>
        </div>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {opportunity.city && (
            <span className="inline-flex items-center gap-1.5">
              <MapPin className="size-4 text-violet-300" aria-hidden="true" />
              <span className="sr-only">City: </span>
              {opportunity.city}
            </span>
          )}
          {opportunity.date && (
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4 text-violet-300" aria-hidden="true" />
              <span className="sr-only">Date: </span>
              <time dateTime={opportunity.date}>{formatDate(opportunity.date)}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <UsersRound className="size-4 text-violet-300" aria-hidden="true" />
            {spotsText(opportunity)}
          </span>
        </p>
        {participants && <div className="border-t border-border pt-3">{participants}</div>}
        <div className="flex flex-wrap gap-2 border-t border-border pt-3">
          <Button asChild size="sm" variant="outline">
            <a
              href={`/opportunity/${opportunity.id}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={titleId}
            >
              <ExternalLink aria-hidden="true" />
              View<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
          <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={titleId}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="text-red-300 hover:text-red-200"
            onClick={onDelete}
            aria-describedby={titleId}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
