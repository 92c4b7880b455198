import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';

// Issue 40 (decision 147): who wrote, and about what, on one line each, whatever a profile's name
// holds (the form's own name and subject are refused with a line break already).
const oneLine = (text: string) => text.replace(/[\s\u0085]+/g, ' ').trim();

// Issue 16: a message from the contact page, to the team's inboxes (docs/decisions/092).
export function contactMessageEmail(
  site: EmailSite,
  input: { fromName: string; fromEmail: string; signedIn: boolean; subject: string; message: string; url: string },
): RenderedEmail {
  const fromName = oneLine(input.fromName);
  const subject = oneLine(input.subject);
  const about = subject ? `: ${subject}` : '';
  return renderEmail({
    ...site,
    subject: `Message from ${fromName}${about}`,
    preview: input.message.slice(0, 120),
    heading: `${fromName} wrote to the team`,
    paragraphs: [
      `From ${fromName} <${input.fromEmail}>${input.signedIn ? ', signed in to their account' : ', not signed in (the address is theirs to claim)'}.`,
      ...(subject ? [`Subject: ${subject}`] : []),
      input.message,
      `Answer them at ${input.fromEmail}.`,
    ],
    action: input.signedIn
      ? { label: 'Open their record', url: input.url }
      : { label: `Open the ${site.appName} back office`, url: input.url },
    smallPrint: input.signedIn
      ? ['The message is also in their communication log.']
      : ['Messages from visitors who are not signed in are kept only in this email.'],
  });
}
