import { join, resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import type { Logger } from '../../lib/logger';
import { ensurePrivateDirectoryAsync, writePrivateFileAsync } from '../../lib/private-files';

export type OutgoingEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

// Why an attempt failed, and whether trying again could help (a 5xx refusal cannot).
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export type MailTransport = {
  // For the start-up log line: where mail goes.
  readonly description: string;
  deliver(email: OutgoingEmail): Promise<void>;
  close(): void;
};

export type MailTransportOptions = {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
};

// A stable Message-ID per outbox row: a mail system that sees the same email twice (a worker
// that died after the server accepted it) can tell it is one message.
function messageId(email: OutgoingEmail, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${email.id}@${domain}>`;
}

// The outbox keeps the reason, not a stack trace: the server's reply or the network error.
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = error as Error & { response?: string; code?: string };
  const reason = details.response ?? error.message;
  const text = details.code && !reason.includes(details.code) ? `${details.code}: ${reason}` : reason;
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

function smtpTransport(options: MailTransportOptions & { smtpUrl: string }): MailTransport {
  const transporter = createTransport({
    url: options.smtpUrl,
    // A server that stops answering must not hold the worker (the defaults wait minutes).
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  const host = new URL(options.smtpUrl).host;
  return {
    description: `SMTP server ${host}`,
    async deliver(email) {
      try {
        await transporter.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          messageId: messageId(email, options.from),
        });
      } catch (error) {
        const permanent = (error as { permanent?: boolean }).permanent === true;
        throw new DeliveryError(describeError(error), permanent);
      }
    },
    close: () => transporter.close(),
  };
}

// D5: with no SMTP_URL, each email becomes files under DATA_DIR/outbox (the exact message as
// .eml, and a readable .txt) plus a log line, so development and tests can open them.
function fileTransport(options: MailTransportOptions): MailTransport {
  const directory = resolve(options.dataDir, 'outbox');
  const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `files in ${directory} (set SMTP_URL to send mail)`,
    async deliver(email) {
      try {
        const { message } = await composer.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          messageId: messageId(email, options.from),
        });
        // Owner-only: the files hold live reset and confirmation links.
        await ensurePrivateDirectoryAsync(directory);
        const base = join(directory, `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.id}`);
        const extra = Object.entries(email.headers ?? {}).map(([name, value]) => `${name}: ${value}`);
        const readable = [`To: ${email.to}`, `Subject: ${email.subject}`, ...extra, '', email.text].join('\n');
        await writePrivateFileAsync(`${base}.eml`, message as Buffer);
        await writePrivateFileAsync(`${base}.txt`, readable);
        options.logger.info(`Email "${email.subject}" to ${email.to} written to ${base}.eml`);
      } catch (error) {
        throw new DeliveryError(describeError(error), false);
      }
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  return options.smtpUrl ? smtpTransport({ ...options, smtpUrl: options.smtpUrl }) : fileTransport(options);
}
