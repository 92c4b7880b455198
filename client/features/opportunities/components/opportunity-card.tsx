import { CalendarDays, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../../lib/router/router';
import type { OpportunityCardDto } from '@server/modules/opportunities/opportunities.dto';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { formatEventWhen } from '../../../lib/format';
import { FeaturedBadge } from '../../../components/featured-badge';
import { TagList, TypeBadge } from './opportunity-badges';
import { OpportunityMeta } from './opportunity-meta';
import { ShareButton } from './share-button';

// spec §2 list card: title, city, date, type badge, tag badges, the description cut at 200
// characters, Share, and 'Invite Only' (outline) when slots_total is 0, else 'View details'.
export function OpportunityCard({ opportunity }: { opportunity: OpportunityCardDto }) {
  const titleId = useId();
  const inviteOnly = opportunity.slotsTotal === 0;
  return (
    <Card className="flex h-full flex-col gap-4 p-5 transition-colors hover:border-violet-400/50">
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3">
        {/* D33: the flyer, in a fixed frame so every card of a row lines up. */}
        {opportunity.flyer && (
          <ResponsivePicture
            image={opportunity.flyer}
            alt={`Flyer for ${opportunity.title}`}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[4/3] w-full rounded-md object-cover"
          />
        )}
        <div className="flex flex-wrap items-center gap-2">
          <TypeBadge type={opportunity.opportunityType} />
          {opportunity.featured && <FeaturedBadge />}
        </div>
        <h3 id={titleId} className="text-lg font-semibold leading-snug">
          {opportunity.title}
        </h3>
        {/* The facts people decide on first: when, and what it pays. */}
        {(opportunity.date || opportunity.budgetRange) && (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold text-violet-200">
            {opportunity.date && (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                <span className="sr-only">When: </span>
                <time dateTime={opportunity.startsAt ?? opportunity.date}>{formatEventWhen(opportunity)}</time>
              </span>
            )}
            {opportunity.budgetRange && (
              <span className="inline-flex items-center gap-1.5">
                <Wallet className="size-4" aria-hidden="true" />
                <span className="sr-only">Budget: </span>
                {opportunity.budgetRange}
              </span>
            )}
          </p>
        )}
        <OpportunityMeta city={opportunity.city} date={null} />
        <p className="text-sm leading-relaxed text-muted-foreground">{opportunity.descriptionPreview}</p>
        <TagList tags={opportunity.tags} />
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <ShareButton title={opportunity.title} opportunityId={opportunity.id} size="sm" variant="ghost" />
          <Button asChild size="sm" variant={inviteOnly ? 'outline' : 'default'}>
            <Link to={`/opportunity/${opportunity.id}`} aria-describedby={titleId}>
              {inviteOnly ? 'Invite Only' : 'View details'}
            </Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}
