import { createHash, randomBytes } from 'node:crypto';
import type { SessionUser } from '../../app-env';
import type { Database } from '../../db/database';
import { notFound } from '../../lib/app-error';
import type { EmailSite } from '../email/account-emails';
import { opportunityIdOrNotFound } from '../opportunities/opportunity-id';
import { findPersonByUserId } from '../people/people.repo';
import {
  type CalendarEventRow,
  findFeed,
  findFeedPerson,
  findHeldEvent,
  listUpcomingHeldEvents,
  replaceFeed,
} from './calendar.repo';
import { type IcsEvent, icsCalendar } from './ics';

export const EVENT_NOT_FOUND = 'No accepted event here to add to a calendar';
export const FEED_NOT_FOUND = 'Calendar feed not found';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

// Issue 20: "Add to calendar" for an accepted opportunity, and each person's private feed of
// their accepted upcoming events (docs/decisions/123).
export function createCalendarService(db: Database, site: EmailSite) {
  const toEvent = (row: CalendarEventRow): IcsEvent => {
    const url = new URL(`/opportunity/${row.opportunityId}`, site.siteUrl).href;
    return {
      uid: `${row.opportunityId}@${new URL(site.siteUrl).hostname}`,
      start: row.startsAt,
      end: row.endsAt,
      summary: row.title,
      location: [row.venue, row.city].filter(Boolean).join(', ') || undefined,
      description: `${row.description}\n\n${url}`,
      url,
    };
  };
  const personOf = async (user: SessionUser) => {
    const person = await findPersonByUserId(db, user.id);
    if (!person) throw notFound('Profile not found');
    return person;
  };
  const feedUrl = (token: string) => new URL(`/api/calendar/feed/${token}`, site.siteUrl).href;

  return {
    async eventFile(user: SessionUser, rawOpportunityId: string): Promise<{ ics: string; title: string }> {
      const person = await personOf(user);
      const row = await findHeldEvent(db, person.id, opportunityIdOrNotFound(rawOpportunityId));
      if (!row) throw notFound(EVENT_NOT_FOUND);
      return { ics: icsCalendar({ name: site.appName, events: [toEvent(row)] }), title: row.title };
    },

    async feedStatus(user: SessionUser): Promise<{ active: boolean; createdAt: string | null }> {
      const feed = await findFeed(db, (await personOf(user)).id);
      return { active: Boolean(feed), createdAt: feed ? feed.createdAt.toISOString() : null };
    },

    // The address is shown once, when made; only its hash is kept.
    async newFeed(user: SessionUser): Promise<{ url: string }> {
      const person = await personOf(user);
      const token = randomBytes(24).toString('base64url');
      await replaceFeed(db, person.id, hashOf(token));
      return { url: feedUrl(token) };
    },

    async feed(token: string): Promise<string> {
      const personId = token.length >= 20 && token.length <= 100 ? await findFeedPerson(db, hashOf(token)) : undefined;
      if (!personId) throw notFound(FEED_NOT_FOUND);
      const rows = await listUpcomingHeldEvents(db, personId);
      return icsCalendar({ name: `${site.appName}: my events`, events: rows.map(toEvent) });
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
