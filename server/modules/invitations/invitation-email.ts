import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';
import { eventDay, eventMoment } from '../event-night/event-night-emails';
import type { MediaImageRow } from '../media/media-images.repo';
import { toEmailImage } from '../media/media.dto';

// The flyer fits the card's width, and no taller than this, so the button stays near.
const FLYER_BOX = { width: 480, height: 360 };

function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

type InvitedTo = {
  title: string;
  date: string | null;
  startsAt: Date | null;
  timeZone: string;
  venue: string | null;
  city: string | null;
  budgetRange: string | null;
};

// Issue 41: when, where and what it pays, as the invitee decides on them. The start where the
// event happens; a day without times as that day (noon UTC keeps it the same day everywhere).
function facts(opportunity: InvitedTo): string[] {
  const when = opportunity.startsAt
    ? eventMoment(opportunity.startsAt, opportunity.timeZone)
    : opportunity.date
      ? eventDay(new Date(`${opportunity.date}T12:00:00Z`), 'UTC')
      : 'Date to be announced';
  const where = [opportunity.venue, opportunity.city].filter(Boolean).join(', ');
  return [
    `When: ${when}`,
    `Where: ${where || 'To be announced'}`,
    ...(opportunity.budgetRange ? [`Pay: ${opportunity.budgetRange}`] : []),
  ];
}

// D23: the invitation by email; the answer is given on the dashboard, where it waits. Issue 44
// (D33): with the opportunity's flyer, if it has one, under the words.
export function invitationEmail(
  site: EmailSite,
  input: {
    name: string | null;
    opportunity: InvitedTo;
    message: string | null;
    expiresAt: Date;
    flyer?: MediaImageRow;
  },
): RenderedEmail {
  const you = firstName(input.name);
  const { title } = input.opportunity;
  const until = input.expiresAt.toUTCString().slice(0, 16);
  return renderEmail({
    ...site,
    subject: `You're invited: ${title}`,
    preview: `The ${site.appName} team invited you to ${title}.`,
    heading: "You're invited",
    paragraphs: [
      `${you ? `${you}, the` : 'The'} ${site.appName} team would like you for ${title}.`,
      ...facts(input.opportunity),
      ...(input.message ? [`A note from the team: “${input.message}”`] : []),
      `Accept or decline from your dashboard by ${until}. Accepting takes your spot straight away.`,
    ],
    ...(input.flyer
      ? { image: toEmailImage(input.flyer, { siteUrl: site.siteUrl, box: FLYER_BOX, alt: `Flyer for ${title}` }) }
      : {}),
    action: { label: 'See your invitation', url: new URL('/dashboard', site.siteUrl).href },
    smallPrint: [`You get this email because the ${site.appName} team invited you. Only you can answer it.`],
  });
}
