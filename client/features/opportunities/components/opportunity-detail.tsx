import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense, useRef } from 'react';
import { Link, useNavigate } from '../../../lib/router/router';
import type { OpportunityDetailDto } from '@server/modules/opportunities/opportunities.dto';
import { type OpportunityEnded, opportunityEnded } from '@shared/opportunity-ended';
import { Badge } from '../../../components/ui/badge';
import { ResponsivePicture } from '../../../components/ui/responsive-picture';
import { statusLabel } from '../../../lib/format';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMyApplication } from '../api/get-my-application';
import { useSimilarOpportunities } from '../api/list-similar-opportunities';
import { ApplyPanel } from './apply-panel';
import { holdsSpot } from './apply-state';
import { FeaturedBadge } from '../../../components/featured-badge';
import { TagList, TypeBadge } from './opportunity-badges';
import { ApplyBar } from './apply-bar';
import { OpportunityFacts } from './opportunity-facts';
import { useInView } from '../hooks/use-in-view';
import { rememberedListAddress } from '../hooks/list-address';
import { OpportunitySections } from './opportunity-sections';
import { ReadyToApplyPanel } from './ready-to-apply-panel';
import { ShareButton } from './share-button';
import { SimilarOpportunities } from './similar-opportunities';

// Admins only: its forms and rules are not downloaded by visitors.
const TagManager = lazy(() => import('./tag-manager').then((m) => ({ default: m.TagManager })));

const bannerLink = 'font-medium text-violet-300 underline-offset-4 hover:underline';

// D32: a page that outlives its openings says so (filled, closed, or over: its day has passed),
// and leads to open roles like it, or to the list when there are none.
function EndedBanner({ ended, hasSimilar }: { ended: OpportunityEnded; hasSimilar: boolean }) {
  return (
    <div className="mt-6 max-w-3xl rounded-lg border border-amber-400/40 bg-amber-400/10 px-4 py-3">
      <p className="font-semibold text-amber-100">{`This one is ${ended}`}</p>
      <p className="text-sm text-muted-foreground">
        It takes no more applications.{' '}
        {hasSimilar ? (
          <a href="#similar-opportunities" className={bannerLink}>
            See similar open roles
          </a>
        ) : (
          <Link to="/opportunities" className={bannerLink}>
            Browse open roles
          </Link>
        )}
      </p>
    </div>
  );
}

// spec §2 /opportunity/:id.
export function OpportunityDetail({
  opportunity,
  viewer,
}: {
  opportunity: OpportunityDetailDto;
  viewer: { signedIn: boolean; hasProfile: boolean; isAdmin: boolean };
}) {
  const similar = useSimilarOpportunities(opportunity.id, true);
  const applyRef = useRef<HTMLDivElement>(null);
  const applyInView = useInView(applyRef);
  const navigate = useNavigate();
  const ended = opportunityEnded(opportunity);
  // Issue 41: whoever holds one of its spots reads "You're in", not that it is filled or closed.
  const mine = useMyApplication(opportunity.id, viewer.signedIn);
  const bannered = ended === 'over' || (ended !== null && !holdsSpot(mine.data?.application?.status));
  // Issue 41: the lazy tag manager is drawn once the page runs, never by the server (React
  // error #419).
  const hydrated = useHydrated();

  return (
    <>
      <section className="bg-stage">
        <div className="mx-auto max-w-6xl px-4 pb-10 pt-10 sm:px-6 sm:pt-14">
          <Link
            to="/opportunities"
            // Issue 16: back to the list with the filters the person had.
            onClick={(event) => {
              const remembered = rememberedListAddress();
              if (!remembered) return;
              event.preventDefault();
              navigate(remembered);
            }}
            className="mb-8 inline-flex items-center gap-2 rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to opportunities
          </Link>
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <TypeBadge type={opportunity.opportunityType} />
            {opportunity.vertical && <Badge variant="neutral">{opportunity.vertical}</Badge>}
            {opportunity.featured && <FeaturedBadge />}
            {opportunity.status !== 'open' && (
              <Badge variant="neutral" className="capitalize">
                {statusLabel(opportunity.status)}
              </Badge>
            )}
          </div>
          <h1 className="mb-4 max-w-3xl text-4xl font-bold leading-tight sm:text-5xl">{opportunity.title}</h1>
          <TagList tags={opportunity.tags} />
          {ended && bannered && <EndedBanner ended={ended} hasSimilar={(similar.data?.items.length ?? 0) > 0} />}
        </div>
      </section>
      {/* On a phone, the apply button stays in reach once the side card's has scrolled away (D32:
          an ended one has none). */}
      {!ended && (
        <ApplyBar visible={!applyInView && opportunity.slotsTotal > 0}>
          <ApplyPanel opportunity={opportunity} signedIn={viewer.signedIn} hasProfile={viewer.hasProfile} compact />
        </ApplyBar>
      )}
      <div className="mx-auto grid max-w-6xl gap-12 px-4 pb-28 pt-4 sm:px-6 lg:pb-24">
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="order-2 lg:order-1">
            <OpportunitySections opportunity={opportunity} />
          </div>
          <aside aria-label="Apply" className="order-1 grid gap-4 lg:sticky lg:top-24 lg:order-2">
            {opportunity.flyer && (
              <ResponsivePicture
                image={opportunity.flyer}
                alt={`Flyer for ${opportunity.title}`}
                sizes="(min-width: 1024px) 320px, 100vw"
                className="w-full rounded-xl"
                eager
              />
            )}
            <div className="grid gap-4 rounded-xl border border-border bg-card p-5">
              <OpportunityFacts opportunity={opportunity} ended={ended !== null} />
              {/* A full opportunity is filled (D11), so an open one takes applications. */}
              {!viewer.signedIn && !ended && opportunity.slotsTotal > 0 && (
                <ReadyToApplyPanel opportunityId={opportunity.id} />
              )}
              <div ref={applyRef}>
                <ApplyPanel
                  opportunity={opportunity}
                  signedIn={viewer.signedIn}
                  hasProfile={viewer.hasProfile}
                  ended={ended !== null}
                  openOnArrival
                />
              </div>
              <ShareButton title={opportunity.title} opportunityId={opportunity.id} className="w-full" />
            </div>
            {viewer.isAdmin && hydrated && (
              <Suspense fallback={null}>
                <TagManager opportunityId={opportunity.id} tags={opportunity.tags} />
              </Suspense>
            )}
          </aside>
        </div>
        <SimilarOpportunities items={similar.data?.items ?? []} />
      </div>
    </>
  );
}
