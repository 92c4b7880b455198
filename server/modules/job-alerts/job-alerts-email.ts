import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';
import type { DigestMatch } from './job-alerts.repo';

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

// D24: the day's new matches of a person's alerts, one email, each opportunity linked, and a
// one-click way out of each alert (RFC 8058 in the headers, a visible link per alert).
export function jobAlertsEmail(
  site: EmailSite,
  input: { name: string | null; matches: DigestMatch[]; unsubscribeUrl: (alertIds: string[]) => string },
): RenderedEmail {
  const count = input.matches.length;
  const alerts = new Map<string, string>();
  for (const match of input.matches) alerts.set(match.alertId, match.alertName);
  const alertNames = [...alerts.values()];
  const first = input.name?.trim().split(/\s+/)[0];
  return renderEmail({
    ...site,
    subject:
      count === 1
        ? `New for your alert: ${input.matches[0]?.title ?? 'an opportunity'}`
        : `${count} new opportunities for your alerts`,
    preview: `${count === 1 ? 'An opportunity' : `${count} opportunities`} opened that match ${alertNames.map((name) => `“${name}”`).join(', ')}.`,
    heading: count === 1 ? 'A new opportunity for you' : 'New opportunities for you',
    greeting: first ? `Hi ${first},` : 'Hi there,',
    paragraphs: [
      `${count === 1 ? 'This opportunity' : 'These opportunities'} opened on ${site.appName} and match your ${alertNames.length === 1 ? 'alert' : 'alerts'} ${alertNames.map((name) => `“${name}”`).join(', ')}:`,
    ],
    links: input.matches.map((match) => ({
      label: match.title,
      url: new URL(`/opportunity/${match.opportunityId}`, site.siteUrl).href,
      detail:
        [when(match.date), [match.venue, match.city].filter(Boolean).join(', ')].filter(Boolean).join(' · ') ||
        undefined,
    })),
    action: { label: 'See all opportunities', url: new URL('/opportunities', site.siteUrl).href },
    smallPrint: [
      `You get this email because you saved ${alertNames.length === 1 ? 'an alert' : 'alerts'} on ${site.appName}; at most one a day. Manage your alerts in your settings.`,
    ],
    smallLinks: [...alerts].map(([id, name]) => ({
      label: `Unsubscribe from “${name}”`,
      url: input.unsubscribeUrl([id]),
    })),
  });
}
