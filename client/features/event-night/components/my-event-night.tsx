import { ReliabilityBadge } from '../../../components/reliability-badge';
import { useMyEventNight } from '../api/get-my-event-night';
import { BookingItem } from './booking-item';
import { ReliabilityBlockNotice, ReliabilityHistory } from './reliability-history';
import { SpotOfferItem } from './spot-offer-item';

// D36, D37 on the dashboard: spots offered from a waitlist, the person's upcoming bookings (the
// prompt to confirm, the ticket, "I can't make it") and their own reliability, with a pause and
// its end when two no-shows brought one. Nothing for someone with none of these.
// `onChanged`: the page's other lists to refresh when a booking is cancelled or a spot taken.
export function MyEventNight({ onChanged }: { onChanged: () => unknown }) {
  const eventNight = useMyEventNight();
  const data = eventNight.data;
  if (!data) return null;
  const { bookings, offers, history, block } = data;
  if (bookings.length === 0 && offers.length === 0 && history.length === 0 && !block) return null;
  return (
    <section aria-labelledby="my-bookings" className="grid content-start gap-4">
      <h2 id="my-bookings" className="text-xl font-bold">
        Your bookings
      </h2>
      {block && <ReliabilityBlockNotice block={block} title="Applying is paused" />}
      {offers.length > 0 && (
        <ul className="grid gap-3" aria-label="Spots offered to you">
          {offers.map((offer) => (
            <SpotOfferItem key={offer.offerId} offer={offer} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {bookings.length > 0 && (
        <ul className="grid gap-3" aria-label="Upcoming bookings">
          {bookings.map((booking) => (
            <BookingItem key={booking.applicationId} booking={booking} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {(history.length > 0 || block) && (
        <div className="grid gap-3 rounded-lg border border-border bg-card p-4">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Your reliability</h3>
            <ReliabilityBadge reliability={data.reliability} />
          </div>
          <p className="text-sm text-muted-foreground">
            Your last bookings that ended. Two no-shows within 90 days pause applying for 30 days.
          </p>
          <ReliabilityHistory history={history} />
        </div>
      )}
    </section>
  );
}
