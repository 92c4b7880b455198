import type { NotificationKind, Track } from '@shared/domain-values';
import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';

const TRACK_LABELS: Record<Track, string> = {
  ambassador: 'Ambassador',
  creator: 'Creator',
  performer: 'Performer',
  ops: 'Ops',
  partner: 'Partner',
  team: 'Team',
};

export function trackLabel(track: string): string {
  return TRACK_LABELS[track as Track] ?? track;
}

export type TrackNotificationKind = Extract<NotificationKind, `track_${string}`>;
export type OpportunityNotificationKind = Extract<NotificationKind, `opportunity_${string}`>;

type StatusCopy = {
  subject: string;
  preview: string;
  heading: string;
  paragraphs: string[];
  smallPrint?: string[];
};

function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

// Issue 7: the status emails, in the product's voice. Every one names the track or the
// opportunity and leads to the dashboard, where the status is shown (FAQ: status updates
// appear in your dashboard).
function trackCopy(kind: TrackNotificationKind, track: string, name: string | null, appName: string): StatusCopy {
  const label = trackLabel(track);
  const you = firstName(name);
  switch (kind) {
    case 'track_shortlisted':
      return {
        subject: `You made the shortlist: ${label} track`,
        preview: `Your ${label} application is on the ${appName} shortlist.`,
        heading: "You're on the shortlist",
        paragraphs: [
          `${you ? `Good news, ${you}: your` : 'Good news: your'} ${label} application made the ${appName} shortlist.`,
          'The team is lining up next steps and will be in touch. Keep your profile sharp in the meantime: it is what bookers see first.',
        ],
      };
    case 'track_booked':
      return {
        subject: `You're booked: ${label} track`,
        preview: `The team booked you on the ${label} track.`,
        heading: "You're booked",
        paragraphs: [
          `${you ? `Big news, ${you}: the` : 'Big news: the'} ${appName} team booked you on the ${label} track.`,
          'Your dashboard has the latest on what happens next. See you at the show.',
        ],
      };
    case 'track_archived':
      return {
        subject: `An update on your ${label} application`,
        preview: `Your ${label} application has been archived.`,
        heading: 'Your application was archived',
        paragraphs: [
          `Thanks for applying to the ${label} track${you ? `, ${you}` : ''}. We've archived your application for now.`,
          "That's not the end of the road: your profile stays in the network, and you can apply again 30 days from now.",
        ],
      };
  }
}

function opportunityCopy(kind: OpportunityNotificationKind, title: string, name: string | null): StatusCopy {
  const you = firstName(name);
  switch (kind) {
    case 'opportunity_accepted':
      return {
        subject: `You're in: ${title}`,
        preview: `You've been accepted for ${title}.`,
        heading: "You're in",
        paragraphs: [
          `${you ? `${you}, you've` : "You've"} been accepted for ${title}. Your spot is locked in.`,
          'Check your dashboard for the details, and let the team know early if anything changes.',
        ],
      };
    case 'opportunity_waitlisted':
      return {
        subject: `You're on the waitlist: ${title}`,
        preview: `You're on the waitlist for ${title}.`,
        heading: "You're on the waitlist",
        paragraphs: [
          `${you ? `${you}, you're` : "You're"} on the waitlist for ${title}. The lineup is full for now, but if a spot opens up you're next in line.`,
          "We'll email you the moment anything changes; your dashboard always shows where you stand.",
        ],
      };
    case 'opportunity_declined':
      return {
        subject: `An update on ${title}`,
        preview: `An update on your application for ${title}.`,
        heading: 'This one is a pass',
        paragraphs: [
          `Thanks for applying to ${title}${you ? `, ${you}` : ''}. This time it's a pass: the lineup has been set.`,
          'It is one night, not the whole season. New opportunities open all the time; your dashboard lists the latest.',
        ],
      };
    case 'opportunity_completed':
      return {
        subject: `That's a wrap: ${title}`,
        preview: `Thanks for working ${title}.`,
        heading: "That's a wrap",
        paragraphs: [
          `Thanks for showing up for ${title}${you ? `, ${you}` : ''}. It's marked completed.`,
          "We've added the mission and 100 XP to your profile. Your dashboard has your updated record.",
        ],
      };
  }
}

function render(site: EmailSite, copy: StatusCopy): RenderedEmail {
  return renderEmail({
    ...site,
    ...copy,
    action: { label: 'Open your dashboard', url: new URL('/dashboard', site.siteUrl).href },
    smallPrint: [
      `You get this email because you applied on ${site.appName}. Status updates also appear in your dashboard.`,
    ],
  });
}

export function trackStatusEmail(
  site: EmailSite,
  input: { kind: TrackNotificationKind; track: string; name: string | null },
): RenderedEmail {
  return render(site, trackCopy(input.kind, input.track, input.name, site.appName));
}

export function opportunityStatusEmail(
  site: EmailSite,
  input: { kind: OpportunityNotificationKind; title: string; name: string | null },
): RenderedEmail {
  return render(site, opportunityCopy(input.kind, input.title, input.name));
}
