import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';

// Issue 42 (D36, D37): the event night's emails, in the product's voice.

const greeting = (name: string | null) => {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Hi ${first},` : 'Hi there,';
};

// "Friday, December 12 at 9:00 PM", where the event is.
export function eventMoment(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(instant);
}

// "Friday, December 12", where the event is (the dashboard's prompt names the day).
export function eventDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric' }).format(instant);
}

type Event = { title: string; startsAt: Date; timeZone: string };

export function confirmRequestEmail(
  site: EmailSite,
  input: { name: string | null; event: Event; dashboardUrl: string },
) {
  const { event } = input;
  return renderEmail({
    ...site,
    subject: `Confirm you're coming to ${event.title} on ${eventDay(event.startsAt, event.timeZone)}`,
    preview: 'One tap on your dashboard keeps your spot.',
    heading: `Confirm you're coming to ${event.title}`,
    greeting: greeting(input.name),
    paragraphs: [
      `${event.title} starts ${eventMoment(event.startsAt, event.timeZone)}. Confirm on your dashboard that you're coming, and you get your ticket for the door.`,
      "If we don't hear from you 24 hours before the start, your spot goes to the next person on the waitlist.",
    ],
    action: { label: "Confirm I'm coming", url: input.dashboardUrl },
    smallPrint: ["Can't make it? Say so on your dashboard, so someone else can take the spot."],
  });
}

export function bookingConfirmedEmail(
  site: EmailSite,
  input: {
    name: string | null;
    event: Event;
    doorCode: string;
    ticketUrl: string;
    qrImageUrl: string;
    dashboardUrl: string;
  },
): RenderedEmail {
  const { event } = input;
  return renderEmail({
    ...site,
    subject: `Your ticket for ${event.title}`,
    preview: `Show it at the door: ${input.doorCode}`,
    heading: `You're in: ${event.title}`,
    greeting: greeting(input.name),
    paragraphs: [
      `You confirmed you're coming to ${event.title}, ${eventMoment(event.startsAt, event.timeZone)}. Show the QR code of your ticket at the door.`,
      `If the door's camera can't read it, give them this code: ${input.doorCode}`,
    ],
    // D36: the QR code itself, for a phone that opens the email at the door.
    image: {
      url: input.qrImageUrl,
      width: 200,
      height: 200,
      alt: `QR code of your ticket for ${event.title}, door code ${input.doorCode}`,
    },
    action: { label: 'Open my ticket', url: input.ticketUrl },
    links: [{ label: 'Your dashboard', url: input.dashboardUrl }],
    smallPrint: ['Check-in opens two hours before the start.'],
  });
}

export function bookingReleasedEmail(site: EmailSite, input: { name: string | null; event: Event; listUrl: string }) {
  const { event } = input;
  return renderEmail({
    ...site,
    subject: `Your spot at ${event.title} went to someone else`,
    preview: "We didn't hear from you in time.",
    heading: 'Your spot was released',
    greeting: greeting(input.name),
    paragraphs: [
      `You didn't confirm you're coming to ${event.title} (${eventMoment(event.startsAt, event.timeZone)}) by 24 hours before the start, so your spot went to the next person on the waitlist.`,
      'Other roles are open: have a look.',
    ],
    action: { label: 'See open opportunities', url: input.listUrl },
  });
}

export function spotOfferEmail(
  site: EmailSite,
  input: { name: string | null; event: Event; expiresAt: Date; dashboardUrl: string },
) {
  const { event } = input;
  return renderEmail({
    ...site,
    subject: `A spot opened at ${event.title}: it's yours if you want it`,
    preview: `Answer by ${eventMoment(input.expiresAt, event.timeZone)}.`,
    heading: `A spot opened at ${event.title}`,
    greeting: greeting(input.name),
    paragraphs: [
      `You're first on the waitlist for ${event.title}, ${eventMoment(event.startsAt, event.timeZone)}, and a spot just opened.`,
      `Take it on your dashboard by ${eventMoment(input.expiresAt, event.timeZone)}; after that it goes to the next person.`,
    ],
    action: { label: 'Take the spot', url: input.dashboardUrl },
  });
}

export function lateCancellationEmail(
  site: EmailSite,
  input: { personName: string; event: Event; participantsUrl: string },
) {
  const { event } = input;
  return renderEmail({
    ...site,
    subject: `${input.personName} can't make it to ${event.title}`,
    preview: 'A late cancellation: the spot is offered down the waitlist.',
    heading: 'A late cancellation',
    paragraphs: [
      `${input.personName} said they can't make it to ${event.title} (${eventMoment(event.startsAt, event.timeZone)}), less than 24 hours before the start.`,
      'Their spot is free again and is offered to the first person on the waitlist, if there is time.',
    ],
    action: { label: 'See the line-up', url: input.participantsUrl },
  });
}

export function reliabilityBlockedEmail(
  site: EmailSite,
  input: { name: string | null; reason: string; until: Date; timeZone: string; contactUrl: string },
) {
  const until = eventDay(input.until, input.timeZone);
  return renderEmail({
    ...site,
    subject: `Applying on ${site.appName} is paused until ${until}`,
    preview: 'Two missed bookings in 90 days.',
    heading: 'Applying is paused for 30 days',
    greeting: greeting(input.name),
    paragraphs: [
      `${input.reason} Until ${until} you can't apply to opportunities or accept invitations.`,
      'Your bookings already confirmed stand. If something went wrong, tell us.',
    ],
    action: { label: 'Contact the team', url: input.contactUrl },
  });
}
