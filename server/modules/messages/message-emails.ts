import { REPLY_ABOVE_THIS_LINE } from '@shared/messages';
import type { EmailSite } from '../email/account-emails';
import { type RenderedEmail, renderEmail } from '../email/email-layout';
import type { EmailedMessage } from './message-emails.repo';

const DELETED_USER = 'Deleted user';

function when(iso: string): string {
  return `${new Date(iso).toUTCString().slice(0, 22)} UTC`;
}

function authorOf(message: EmailedMessage, appName: string): string {
  const name = message.authorName?.trim() || DELETED_USER;
  return message.authorRole === 'staff' ? `${name} (${appName} team)` : name;
}

// A message's text as paragraphs: plain text, escaped by the layout like every value.
function messageParagraphs(message: EmailedMessage, appName: string): string[] {
  const lines = message.body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean);
  return [`${authorOf(message, appName)} wrote on ${when(message.createdAt)}:`, ...lines];
}

const settingsLine = (site: EmailSite) =>
  `You get these emails for new messages on ${site.appName}. Choose each message, a daily digest or none on your settings page: ${new URL('/settings', site.siteUrl).href}`;

// D35: one thread's new messages (one, or a few grouped), with the thread's link. With replies by
// email on, the reply address is the thread's and the email says where a reply is cut; without,
// it says to reply in the app.
export function threadMessagesEmail(
  site: EmailSite,
  input: { title: string; messages: EmailedMessage[]; threadUrl: string; repliesByEmail: boolean },
): RenderedEmail {
  const count = input.messages.length;
  const heading = count === 1 ? 'New message' : `${count} new messages`;
  return renderEmail({
    ...site,
    subject: `${heading}: ${input.title}`,
    preview: input.messages[count - 1]?.body.slice(0, 120) ?? heading,
    preface: input.repliesByEmail ? REPLY_ABOVE_THIS_LINE : undefined,
    heading: `${heading} about ${input.title}`,
    paragraphs: input.messages.flatMap((message) => messageParagraphs(message, site.appName)),
    action: { label: 'Open the conversation', url: input.threadUrl },
    smallPrint: [
      input.repliesByEmail
        ? 'Reply to this email to answer in the conversation, or open it in the app.'
        : `Reply in ${site.appName}: answers to this email are not read.`,
      settingsLine(site),
    ],
  });
}

// D35: a day's new messages, one link per thread.
export function messageDigestEmail(
  site: EmailSite,
  input: { threads: { title: string; url: string; count: number; preview: string }[]; inboxUrl: string },
): RenderedEmail {
  const total = input.threads.reduce((sum, thread) => sum + thread.count, 0);
  const heading = total === 1 ? '1 new message' : `${total} new messages`;
  return renderEmail({
    ...site,
    subject: `Your day on ${site.appName}: ${heading}`,
    preview: `${heading} in ${input.threads.length === 1 ? '1 conversation' : `${input.threads.length} conversations`}.`,
    heading,
    paragraphs: [`Here is what was written to you on ${site.appName} today.`],
    links: input.threads.map((thread) => ({
      label: `${thread.title} (${thread.count})`,
      url: thread.url,
      detail: thread.preview,
    })),
    action: { label: 'Open your messages', url: input.inboxUrl },
    smallPrint: [`Reply in ${site.appName}: answers to this email are not read.`, settingsLine(site)],
  });
}

// D35: a reply by email that could not be added: its sender is told where to answer instead.
export function replyRefusedEmail(site: EmailSite, input: { reason: string; url: string }): RenderedEmail {
  return renderEmail({
    ...site,
    subject: `Your reply was not added: reply in ${site.appName} instead`,
    preview: `Reply in ${site.appName} instead.`,
    heading: `Reply in ${site.appName} instead`,
    paragraphs: [input.reason, `Please open the conversation and reply in ${site.appName} instead.`],
    action: { label: 'Open the conversation', url: input.url },
  });
}
