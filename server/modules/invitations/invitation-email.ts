import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';

function firstName(name: string | null): string | null {
  return name?.trim().split(/\s+/)[0] || null;
}

// D23: the invitation by email; the answer is given on the dashboard, where it waits.
export function invitationEmail(
  site: EmailSite,
  input: { name: string | null; title: string; message: string | null; expiresAt: Date },
): RenderedEmail {
  const you = firstName(input.name);
  const until = input.expiresAt.toUTCString().slice(0, 16);
  return renderEmail({
    ...site,
    subject: `You're invited: ${input.title}`,
    preview: `The ${site.appName} team invited you to ${input.title}.`,
    heading: "You're invited",
    paragraphs: [
      `${you ? `${you}, the` : 'The'} ${site.appName} team would like you for ${input.title}.`,
      ...(input.message ? [`A note from the team: “${input.message}”`] : []),
      `Accept or decline from your dashboard by ${until}. Accepting takes your spot straight away.`,
    ],
    action: { label: 'See your invitation', url: new URL('/dashboard', site.siteUrl).href },
    smallPrint: [`You get this email because the ${site.appName} team invited you. Only you can answer it.`],
  });
}
