import { API_ERROR_CODES } from '@shared/api-error';
import { MAX_JOB_ALERTS, TOO_MANY_ALERTS_MESSAGE, type jobAlertSchema } from '@shared/job-alerts';
import type { OpportunityType } from '@shared/domain-values';
import type { z } from 'zod';
import type { SessionUser } from '../../app-env';
import type { Database } from '../../db/database';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error';
import type { EmailSite } from '../email/account-emails';
import { enqueueEmail } from '../email/email-outbox.repo';
import { findFlyers } from '../media/media-images.repo';
import { hasWords, parseSearch } from '../opportunities/search-query';
import { findPersonByUserId, lockPerson } from '../people/people.repo';
import { jobAlertsEmail } from './job-alerts-email';
import type { JobAlertDto, JobAlertsDto, UnsubscribeDto } from './job-alerts.dto';
import {
  claimDigest,
  countAlerts,
  deleteAlert,
  deleteAlerts,
  findAlertLinkOwner,
  findAlertNames,
  findPeopleDueDigest,
  insertAlert,
  type JobAlertRow,
  listAlerts,
  markDigestSent,
  markMatchesEmailed,
  renameAlert,
  resolveTags,
  unsentMatches,
} from './job-alerts.repo';
import { type AlertLinkOwner, isGenuine, readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

export const ALERT_NOT_FOUND = 'Alert not found';
export const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid';

function listPath(row: JobAlertRow): string {
  const params = new URLSearchParams();
  if (row.search) params.set('q', row.search);
  if (row.opportunityType) params.set('type', row.opportunityType);
  if (row.city) params.set('city', row.city);
  if (row.dateFrom) params.set('from', row.dateFrom);
  if (row.dateTo) params.set('to', row.dateTo);
  if (row.tagSlugs.length > 0) params.set('tags', row.tagSlugs.join(','));
  const query = params.toString();
  return query ? `/opportunities?${query}` : '/opportunities';
}

function toDto(row: JobAlertRow): JobAlertDto {
  return {
    id: row.id,
    name: row.name,
    filters: {
      q: row.search,
      type: row.opportunityType as OpportunityType | null,
      city: row.city,
      tags: row.tagSlugs,
      from: row.dateFrom,
      to: row.dateTo,
    },
    listPath: listPath(row),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

// D24: a person's job alerts, the one-a-day email of their matches, and unsubscribing.
export function createJobAlertsService(db: Database, deps: { site: EmailSite; secret: string }) {
  // The page a person opens, and the address mail apps POST to for one click (RFC 8058).
  const unsubscribeUrl = (owner: AlertLinkOwner) => (alertIds: string[]) =>
    new URL(`/alerts/unsubscribe?token=${unsubscribeToken(deps.secret, owner, alertIds)}`, deps.site.siteUrl).href;
  const oneClickUrl = (owner: AlertLinkOwner, alertIds: string[]) =>
    new URL(`/api/alerts/unsubscribe?token=${unsubscribeToken(deps.secret, owner, alertIds)}`, deps.site.siteUrl).href;
  // The alerts a genuine token names (those still the person's); undefined for anything else.
  async function alertsOfToken(token: string | undefined): Promise<{ personId: string; alertIds: string[] }> {
    const claim = readUnsubscribeToken(token);
    const owner = claim && (await findAlertLinkOwner(db, claim.personId));
    if (!claim || !owner || !isGenuine(deps.secret, claim, owner.linkKey)) {
      throw new AppError(400, API_ERROR_CODES.validation, INVALID_UNSUBSCRIBE_LINK);
    }
    return claim;
  }
  const personOf = async (user: SessionUser) => {
    const person = await findPersonByUserId(db, user.id);
    if (!person) throw notFound('Profile not found');
    return person;
  };

  // One person's email, in one transaction: claimed (nobody else sends it), written to the
  // outbox, its matches marked. Matches whose opportunity is no longer listed are dropped.
  async function sendDigest(personId: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      if (!(await claimDigest(tx, personId))) return false;
      const matches = await unsentMatches(tx, personId);
      await markMatchesEmailed(tx, personId);
      const first = matches[0];
      if (!first?.recipient) return false;
      const owner = { personId, linkKey: first.linkKey };
      // Every listed opportunity's flyer in one query (issue 44).
      const flyers = await findFlyers(tx, [...new Set(matches.map((match) => match.opportunityId))]);
      const email = jobAlertsEmail(deps.site, {
        name: first.name,
        matches,
        unsubscribeUrl: unsubscribeUrl(owner),
        flyers,
      });
      const everyAlert = oneClickUrl(owner, [...new Set(matches.map((match) => match.alertId))]);
      await enqueueEmail(tx, {
        kind: 'job_alerts',
        to: first.recipient,
        ...email,
        // RFC 8058: mail apps offer a one-click unsubscribe, which POSTs to this address.
        headers: { 'List-Unsubscribe': `<${everyAlert}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      });
      await markDigestSent(tx, personId);
      return true;
    });
  }

  return {
    async list(user: SessionUser): Promise<JobAlertsDto> {
      const person = await personOf(user);
      return { items: (await listAlerts(db, person.id)).map(toDto), max: MAX_JOB_ALERTS };
    },

    async create(user: SessionUser, input: z.output<typeof jobAlertSchema>): Promise<JobAlertDto> {
      const person = await personOf(user);
      const { q, type, city, from, to, tags = [] } = input.filters;
      const search = q ? parseSearch(q) : [];
      const resolved = await resolveTags(db, tags);
      if (resolved.length < tags.length) throw badRequest('Unknown tag');
      return db.transaction(async (tx) => {
        // Two saves at once take turns, so the tenth is the last.
        await lockPerson(tx, person.id);
        if ((await countAlerts(tx, person.id)) >= MAX_JOB_ALERTS) throw conflict(TOO_MANY_ALERTS_MESSAGE);
        const row = await insertAlert(tx, {
          personId: person.id,
          name: input.name,
          search: q ?? null,
          searchQuery: hasWords(search) ? search : null,
          opportunityType: type ?? null,
          city: city ?? null,
          tags: resolved,
          dateFrom: from ?? null,
          dateTo: to ?? null,
        });
        return toDto(row);
      });
    },

    async rename(user: SessionUser, alertId: string, name: string): Promise<JobAlertDto> {
      const person = await personOf(user);
      const row = await renameAlert(db, person.id, alertId, name);
      if (!row) throw notFound(ALERT_NOT_FOUND);
      return toDto(row);
    },

    async remove(user: SessionUser, alertId: string): Promise<void> {
      const person = await personOf(user);
      if (!(await deleteAlert(db, person.id, alertId))) throw notFound(ALERT_NOT_FOUND);
    },

    // Without signing in: a genuine token names the alerts it may stop, and only those.
    async describeUnsubscribe(token: string | undefined): Promise<UnsubscribeDto> {
      const { personId, alertIds } = await alertsOfToken(token);
      return { alerts: await findAlertNames(db, personId, alertIds) };
    },
    async unsubscribe(token: string | undefined): Promise<UnsubscribeDto> {
      const { personId, alertIds } = await alertsOfToken(token);
      return { alerts: await deleteAlerts(db, personId, alertIds) };
    },

    // The periodic job: everyone due an email gets one (at most one a day each).
    async sendDueDigests(): Promise<number> {
      let sent = 0;
      for (;;) {
        const due = await findPeopleDueDigest(db, 100);
        for (const personId of due) if (await sendDigest(personId)) sent += 1;
        if (due.length < 100) return sent;
      }
    },
  };
}

export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
