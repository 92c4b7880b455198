import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Logger } from '../../../lib/logger';
import type { InboundReply, ReplyOutcome } from './inbound-replies.service';

// A reply is a few lines of text: a message larger than this is refused while it is sent (552).
export const INBOUND_MAX_BYTES = 1024 * 1024;

type SmtpError = Error & { responseCode: number };
const smtpError = (code: number, message: string): SmtpError =>
  Object.assign(new Error(message), { responseCode: code });

export type InboundMailListener = { port: number; stop(): Promise<void> };

// D35: every server process listens for replies on INBOUND_SMTP_PORT (docs/email.md). It takes
// mail for reply+{token}@INBOUND_EMAIL_DOMAIN only (it relays nothing), at most 1 MB, without
// authentication (it is where other mail servers deliver); each message is handed over whole.
// A client's malformed command, broken MIME or dropped connection ends that client only.
export async function startInboundMailListener(options: {
  port: number;
  host: string;
  domain: string;
  logger: Logger;
  onMessage(reply: InboundReply): Promise<ReplyOutcome | 'failed'>;
}): Promise<InboundMailListener> {
  const ours = new RegExp(`^reply\\+[^@]+@${options.domain.replaceAll('.', '\\.')}$`, 'i');
  const server = new SMTPServer({
    name: options.domain,
    banner: 'replies only',
    size: INBOUND_MAX_BYTES,
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 1_000,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (ours.test(address.address)) callback();
      else callback(smtpError(550, 'No such recipient here'));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(smtpError(552, `Message too large: at most ${INBOUND_MAX_BYTES} bytes`));
          return;
        }
        const mailFrom = session.envelope.mailFrom;
        void options
          .onMessage({
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
            envelopeFrom: mailFrom ? mailFrom.address || null : null,
            raw: Buffer.concat(chunks),
          })
          .then((outcome) => (outcome === 'failed' ? callback(smtpError(451, 'Please try again later')) : callback()));
      });
    },
  });
  server.on('error', (error) => options.logger.warn('Inbound mail: a connection failed', error));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;
  options.logger.info(`Replies by email: listening on ${options.host}:${port} for reply+…@${options.domain}`);
  return {
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
