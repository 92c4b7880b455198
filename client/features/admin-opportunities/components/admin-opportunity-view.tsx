import { CalendarDays, DoorOpen, ExternalLink, MapPin, Pencil, Trash2, UsersRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ExportLink } from '../../../components/data-table/export-link';
import { Link } from '../../../lib/router/router';
import { formatEventWhen } from '../../../lib/format';
import { FeaturedBadge } from '../../../components/featured-badge';
import { FlyerSection } from './flyer-section';
import { OpportunityStatusBadge, OpportunityTypeBadge } from './opportunity-badges';

// spec §4: slots_total 0 means invite only.
function spotsText(opportunity: OpportunityDetailDto): string {
  if (opportunity.slotsTotal === 0) return 'Invite Only';
  const spots = opportunity.slotsTotal === 1 ? 'spot' : 'spots';
  return `${opportunity.slotsFilled} of ${opportunity.slotsTotal} ${spots} filled`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="grid content-start gap-3 p-4 sm:p-5">
      <section aria-labelledby={id} className="grid gap-3">
        <h2 id={id} className="text-lg font-semibold leading-tight">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Facts({ opportunity }: { opportunity: OpportunityDetailDto }) {
  const facts: [string, string | null][] = [
    ['Venue', opportunity.venue],
    ['Pay', opportunity.budgetRange],
    ['Vertical', opportunity.vertical],
    ['Tags', opportunity.tags.map((tag) => tag.label).join(', ') || null],
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {facts
        .filter((fact): fact is [string, string] => Boolean(fact[1]))
        .map(([term, value]) => (
          <div key={term} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      <div className="grid gap-1">
        <dt className="text-muted-foreground">Description</dt>
        <dd className="whitespace-pre-line break-words">{opportunity.description}</dd>
      </div>
    </dl>
  );
}

// Issue 41 /admin/opportunity/:id: the opportunity as a page — its title as the h1 with its
// badges, facts and actions, the participants (D11) shown at once as the page's main column,
// invitations (D23) and the details beside them (composed by the page).
export function AdminOpportunityView({
  opportunity,
  participants,
  invitations,
  messages,
  onEdit,
  onDelete,
}: {
  opportunity: OpportunityDetailDto;
  participants: ReactNode;
  invitations: ReactNode;
  messages: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="grid gap-6">
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 id={titleId} className="min-w-0 break-words font-display text-2xl font-bold leading-tight sm:text-3xl">
            {opportunity.title}
          </h1>
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
              <span className="sr-only">When: </span>
              <time dateTime={opportunity.startsAt ?? opportunity.date}>{formatEventWhen(opportunity)}</time>
            </span>
          )}
          <span className="inline-flex items-center gap-1.5">
            <UsersRound className="size-4 text-violet-300" aria-hidden="true" />
            {spotsText(opportunity)}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
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
          {/* Issue 42 (D36): an event with times has a door, and hours to pay. */}
          {opportunity.startsAt && (
            <>
              <Button asChild size="sm" variant="outline">
                <Link to={`/admin/door/${opportunity.id}`} aria-describedby={titleId}>
                  <DoorOpen aria-hidden="true" />
                  Door
                </Link>
              </Button>
              <ExportLink
                href={`/api/admin/door/${encodeURIComponent(opportunity.id)}/hours`}
                label="Download hours (CSV)"
              />
            </>
          )}
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
      </header>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Section title="Participants">{participants}</Section>
        <div className="grid gap-6">
          <Section title="Invitations">{invitations}</Section>
          <Section title="Message the lineup">{messages}</Section>
          <Section title="Details">
            <Facts opportunity={opportunity} />
          </Section>
          <Section title="Flyer">
            <FlyerSection opportunity={opportunity} />
          </Section>
        </div>
      </div>
    </article>
  );
}
