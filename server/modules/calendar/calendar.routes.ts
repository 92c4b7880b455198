import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { currentUser } from '../../middleware/require-role';
import { describeRoute } from '../../openapi/describe-route';
import type { CalendarService } from './calendar.service';

const ICS = 'text/calendar; charset=utf-8';

// Issue 20: calendars. The feed answers calendar apps, which have no session: its secret token
// in the address is the key.
export function calendarRoutes(calendar: CalendarService) {
  return new Hono<AppEnv>()
    .get(
      '/calendar/events/:opportunityId',
      describeRoute({ summary: 'An accepted opportunity as an .ics file (Add to calendar)', access: 'members' }),
      async (c) => {
        const { ics } = await calendar.eventFile(currentUser(c), c.req.param('opportunityId'));
        c.header('Content-Type', ICS);
        c.header('Content-Disposition', 'attachment; filename="event.ics"');
        c.header('Cache-Control', 'no-store');
        return c.body(ics);
      },
    )
    .get(
      '/calendar/feed',
      describeRoute({ summary: 'Whether the caller has a calendar feed, and since when', access: 'members' }),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json(await calendar.feedStatus(currentUser(c)));
      },
    )
    .post(
      '/calendar/feed',
      describeRoute({
        summary: 'Make a new private calendar feed address (the old one stops working)',
        access: 'members',
        status: 201,
      }),
      async (c) => c.json(await calendar.newFeed(currentUser(c)), 201),
    )
    .get(
      '/calendar/feed/:token',
      describeRoute({
        summary: "A person's accepted upcoming events (iCalendar), by the feed's secret",
        access: 'anyone',
      }),
      async (c) => {
        const ics = await calendar.feed(c.req.param('token'));
        c.header('Content-Type', ICS);
        c.header('Cache-Control', 'private, no-store');
        return c.body(ics);
      },
    );
}
