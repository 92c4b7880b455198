import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { EventNightService } from './event-night.service';

// Issue 42 (D36, D37): a person's own bookings, their confirmation, cancellation, and the spots
// offered to them from a waitlist.
export function eventNightRoutes(eventNight: EventNightService) {
  return new Hono<AppEnv>()
    .get(
      '/bookings',
      describeRoute({
        summary: "The caller's upcoming bookings (confirmation, ticket), open spot offers and reliability",
        access: 'members',
      }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await eventNight.mine(currentUser(c)));
      },
    )
    .post(
      '/bookings/:applicationId/confirm',
      describeRoute({
        summary: 'Confirm coming to a booked event: the ticket is issued and emailed (D36)',
        access: 'members',
      }),
      async (c) => c.json(await eventNight.confirm(currentUser(c), c.req.param('applicationId'))),
    )
    .post(
      '/bookings/:applicationId/cancel',
      describeRoute({
        summary: 'Cancel a booking (until 24 hours before the start; later it counts as a late cancellation, D36)',
        access: 'members',
      }),
      async (c) => c.json(await eventNight.cancel(currentUser(c), c.req.param('applicationId'))),
    )
    .post(
      '/spot-offers/:offerId/accept',
      describeRoute({ summary: 'Take a spot offered from the waitlist (D36)', access: 'members' }),
      async (c) => c.json(await eventNight.acceptOffer(currentUser(c), c.req.param('offerId'))),
    )
    .post(
      '/spot-offers/:offerId/decline',
      describeRoute({
        summary: 'Decline a spot offered from the waitlist: it goes to the next person',
        access: 'members',
      }),
      async (c) => c.json(await eventNight.declineOffer(currentUser(c), c.req.param('offerId'))),
    );
}
