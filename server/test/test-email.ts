import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { createLogger } from '../lib/logger';
import { createEmailWorker, type EmailWorker, type EmailWorkerTimings } from '../modules/email/email-worker';
import { createMailTransport } from '../modules/email/email-transport';
import type { DatabaseHandle } from '../db/database';

export type ReceivedEmail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
};

const SMTP_USER = 'backline';
const SMTP_PASSWORD = 'smtp-test-password';
export const TEST_MAIL_FROM = 'Backline <no-reply@backline.test>';

// A real SMTP server on a loopback port (issue 7): it needs the credentials of SMTP_URL,
// parses every message it accepts, and can be stopped and started again on the same port.
export async function startSmtpTestServer(options: { refuseRecipient?: RegExp } = {}) {
  const received: ReceivedEmail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    const created = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      closeTimeout: 200,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (options.refuseRecipient?.test(address.address)) {
          const error = new Error('5.1.1 No such mailbox here') as Error & { responseCode: number };
          error.responseCode = 550;
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          received.push({
            from: parsed.from && 'address' in parsed.from ? (parsed.from.address ?? '') : '',
            to: (parsed.to ?? []).flatMap((address) => ('address' in address ? [address.address ?? ''] : [])),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            messageId: parsed.messageId ?? '',
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      const net = created.listen(port, '127.0.0.1', () => resolve());
      net.once('error', reject);
    });
    port = (created.server.address() as AddressInfo).port;
    server = created;
  };

  await listen();
  return {
    received,
    get url() {
      return `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
    // Resolves once `count` emails matching `match` have arrived.
    async waitFor(match: (email: ReceivedEmail) => boolean, count = 1, timeoutMs = 10_000): Promise<ReceivedEmail[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} matching emails, got ${found.length} (of ${received.length} received)`);
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    // The `count`-th email to `address` with this subject.
    async emailTo(address: string, subject: string, count = 1): Promise<ReceivedEmail> {
      const found = await this.waitFor((email) => email.to.includes(address) && email.subject === subject, count);
      const email = found[count - 1];
      if (!email) throw new Error(`No email ${count} to ${address}`);
      return email;
    },
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;

// A worker like the server's own, with quick timings, sending to `smtpUrl` (or to files
// under `dataDir` without it).
export function createTestEmailWorker(
  database: DatabaseHandle,
  options: { smtpUrl?: string; dataDir: string; timings?: Partial<EmailWorkerTimings>; logLevel?: 'silent' | 'info' },
): EmailWorker {
  const logger = createLogger(options.logLevel ?? 'silent');
  const transport = createMailTransport({
    smtpUrl: options.smtpUrl,
    from: TEST_MAIL_FROM,
    dataDir: options.dataDir,
    logger,
  });
  return createEmailWorker({
    database,
    transport,
    logger,
    timings: { pollIntervalMs: 50, baseRetryDelayMs: 50, maxRetryDelayMs: 200, ...options.timings },
  });
}

// The link an email's plain text leads to (the first one on a line starting with `label`).
export function linkIn(email: ReceivedEmail, label: string): string {
  const line = email.text.split('\n').find((text) => text.startsWith(`${label}: `));
  if (!line) throw new Error(`No "${label}" link in: ${email.text}`);
  return line.slice(label.length + 2).trim();
}
