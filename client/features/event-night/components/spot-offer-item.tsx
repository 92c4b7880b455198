import type { MyOfferDto } from '@server/modules/event-night/event-night.dto';
import { CalendarClock, Sparkles } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { serverMessage } from '../../../lib/error-mapper';
import { formatEventWhen } from '../../../lib/format';
import { formatEventMoment } from '../../../lib/format-event-times';
import { Link } from '../../../lib/router/router';
import { useAnswerSpotOffer } from '../api/answer-spot-offer';

// D36: a spot that opened, offered to the person first on the waitlist until it ends.
export function SpotOfferItem({ offer, onChanged }: { offer: MyOfferDto; onChanged: () => unknown }) {
  const answer = useAnswerSpotOffer(onChanged);
  const { title } = offer;
  // The offer leaves the list once answered: the promise, not the component, says how it went.
  const reply = (kind: 'accept' | 'decline') =>
    answer.mutateAsync({ offerId: offer.offerId, answer: kind }).then(
      () =>
        kind === 'accept'
          ? toast.success("The spot is yours: you're confirmed", { description: title })
          : toast.success('Spot declined', { description: 'It goes to the next person on the waitlist.' }),
      (error) => toast.error(serverMessage(error, 'Failed to answer the offer')),
    );
  return (
    <li
      className="grid gap-3 rounded-lg border border-violet-400/50 bg-violet-500/10 p-4"
      aria-label={`Spot offered: ${title}`}
      data-testid="spot-offer"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <p className="text-sm font-medium">A spot opened, and it's yours if you want it:</p>
          <Link to={`/opportunity/${offer.opportunityId}`} className="font-semibold break-words hover:text-violet-200">
            {title}
          </Link>
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
            <time dateTime={offer.startsAt}>{formatEventWhen(offer)}</time>
          </p>
        </div>
        <Badge>
          <Sparkles className="size-3" aria-hidden="true" />
          Offered
        </Badge>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <span className="text-sm">
          The offer ends <time dateTime={offer.expiresAt}>{formatEventMoment(offer.expiresAt, offer.timeZone)}</time>
        </span>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={answer.isPending}
            aria-label={`Decline the spot at ${title}`}
            onClick={() => reply('decline')}
          >
            Decline
          </Button>
          <Button
            size="sm"
            disabled={answer.isPending}
            aria-label={`Take the spot at ${title}`}
            onClick={() => reply('accept')}
          >
            Take the spot
          </Button>
        </div>
      </div>
    </li>
  );
}
