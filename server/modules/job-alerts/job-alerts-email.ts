import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail, THUMBNAIL_COLUMN } from '../email/email-layout';
import type { MediaImageRow } from '../media/media-images.repo';
import { toEmailImage } from '../media/media.dto';
import type { DigestMatch } from './job-alerts.repo';

// A flyer beside its opportunity: the column's width, a portrait one no taller than this.
const FLYER_BOX = { width: THUMBNAIL_COLUMN, height: 128 };

function when(date: string | null): string | undefined {
  if (!date) return undefined;
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

// “A”, “A” and “B”, “A”, “B” and “C”.
function quoted(names: string[]): string {
  const each = names.map((name) => `“${name}”`);
  return each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each.at(-1)}` : (each[0] ?? '');
}

// D24: the day's new matches of a person's alerts, one email, each opportunity linked once (the
// alerts it matched named beside it when there are several), and a one-click way out of each
// alert (RFC 8058 in the headers, a visible link per alert). Issue 41: worded as people write.
// Issue 44 (D33): each opportunity's flyer (of `flyers`, if it has one) small beside it.
export function jobAlertsEmail(
  site: EmailSite,
  input: {
    name: string | null;
    matches: DigestMatch[];
    unsubscribeUrl: (alertIds: string[]) => string;
    flyers?: readonly MediaImageRow[];
  },
): RenderedEmail {
  const alerts = new Map<string, string>();
  const opportunities = new Map<string, { match: DigestMatch; alertNames: string[] }>();
  for (const match of input.matches) {
    alerts.set(match.alertId, match.alertName);
    const listed = opportunities.get(match.opportunityId);
    if (listed) listed.alertNames.push(match.alertName);
    else opportunities.set(match.opportunityId, { match, alertNames: [match.alertName] });
  }
  const flyers = new Map((input.flyers ?? []).map((flyer) => [flyer.opportunityId, flyer]));
  const count = opportunities.size;
  const several = alerts.size > 1;
  const yourAlerts = `your ${several ? 'alerts' : 'alert'} ${quoted([...alerts.values()])}`;
  const first = input.name?.trim().split(/\s+/)[0];
  const firstTitle = input.matches[0]?.title ?? 'an opportunity';
  return renderEmail({
    ...site,
    subject:
      count === 1
        ? `New for your alert: ${firstTitle}`
        : `${count} new opportunities for your ${several ? 'alerts' : 'alert'}`,
    preview:
      count === 1
        ? `${firstTitle} matches ${yourAlerts}.`
        : `${count} new opportunities on ${site.appName} match ${yourAlerts}.`,
    heading: count === 1 ? 'A new opportunity for you' : 'New opportunities for you',
    greeting: first ? `Hi ${first},` : 'Hi there,',
    paragraphs: [
      count === 1
        ? `A new opportunity on ${site.appName} matches ${yourAlerts}:`
        : `${count} new opportunities on ${site.appName} match ${yourAlerts}:`,
    ],
    links: [...opportunities.values()].map(({ match, alertNames }) => {
      const flyer = flyers.get(match.opportunityId);
      return {
        label: match.title,
        url: new URL(`/opportunity/${match.opportunityId}`, site.siteUrl).href,
        detail:
          [
            when(match.date),
            [match.venue, match.city].filter(Boolean).join(', '),
            several && `For ${quoted(alertNames)}`,
          ]
            .filter(Boolean)
            .join(' · ') || undefined,
        ...(flyer
          ? {
              image: toEmailImage(flyer, { siteUrl: site.siteUrl, box: FLYER_BOX, alt: `Flyer for ${match.title}` }),
            }
          : {}),
      };
    }),
    action: { label: 'See all opportunities', url: new URL('/opportunities', site.siteUrl).href },
    smallPrint: [
      `You get this email because you saved ${several ? 'alerts' : 'an alert'} on ${site.appName}; at most one a day.`,
    ],
    smallLinks: [
      { label: 'Manage your alerts', url: new URL('/settings#alerts', site.siteUrl).href },
      ...[...alerts].map(([id, name]) => ({ label: `Unsubscribe from “${name}”`, url: input.unsubscribeUrl([id]) })),
    ],
  });
}
