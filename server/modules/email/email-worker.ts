import { randomUUID } from 'node:crypto';
import type { DatabaseHandle, Unlisten } from '../../db/database';
import type { Logger } from '../../lib/logger';
import {
  type ClaimedEmail,
  claimDueEmails,
  markEmailFailed,
  markEmailSent,
  OUTBOX_CHANNEL,
  purgeSentEmails,
  releaseEmail,
  scheduleEmailRetry,
} from './email-outbox.repo';
import { DeliveryError, type MailTransport } from './email-transport';

// docs/decisions/050: the timings of delivery. Tests shorten them.
export type EmailWorkerTimings = {
  // How often the worker looks for due emails when nothing woke it.
  pollIntervalMs: number;
  // Emails one worker takes at a time.
  batchSize: number;
  // How long a claimed email stays reserved for its worker (longer than any send can take).
  leaseMs: number;
  // Attempts before an email is marked failed.
  maxAttempts: number;
  // Waits between attempts: base × 2^(attempt − 1), at most maxRetryDelayMs.
  baseRetryDelayMs: number;
  maxRetryDelayMs: number;
  // Decision 102: how long a sent email stays in the outbox, and how often the old ones go.
  sentRetentionMs: number;
  purgeIntervalMs: number;
};

// Decision 102 (and the privacy page): sent emails are kept 90 days.
export const SENT_EMAIL_RETENTION_DAYS = 90;

export const DEFAULT_EMAIL_WORKER_TIMINGS: EmailWorkerTimings = {
  pollIntervalMs: 5_000,
  batchSize: 10,
  leaseMs: 5 * 60_000,
  maxAttempts: 10,
  baseRetryDelayMs: 30_000,
  maxRetryDelayMs: 60 * 60_000,
  sentRetentionMs: SENT_EMAIL_RETENTION_DAYS * 24 * 60 * 60_000,
  purgeIntervalMs: 60 * 60_000,
};

export function retryDelayMs(attempts: number, timings: EmailWorkerTimings): number {
  return Math.min(timings.baseRetryDelayMs * 2 ** Math.max(attempts - 1, 0), timings.maxRetryDelayMs);
}

// For /api/health (issue 21): `failing` when its last pass could not read the outbox,
// `stalled` when no pass ended for several poll intervals or one has run past its lease.
export type EmailWorkerHealth = {
  status: 'ok' | 'stopped' | 'failing' | 'stalled';
  lastRunAt: string | null;
  error?: string;
};

export type EmailWorker = {
  start(): Promise<void>;
  // Lets the email being sent finish, hands back the rest of its batch, and stops.
  stop(): Promise<void>;
  // One pass over the due emails (tests, and the timer).
  runOnce(): Promise<void>;
  // Deletes the sent emails past their retention (at start, then every purgeIntervalMs).
  purgeOnce(): Promise<void>;
  health(): EmailWorkerHealth;
};

// The worker inside each server process (issue 7). Several processes on one database share
// the outbox safely: each email is claimed by one worker at a time.
export function createEmailWorker(deps: {
  database: DatabaseHandle;
  transport: MailTransport;
  logger: Logger;
  timings?: Partial<EmailWorkerTimings>;
  // Each attempt's outcome (metrics).
  onDelivery?: (result: 'sent' | 'retry' | 'failed') => void;
}): EmailWorker {
  const { database, transport, logger } = deps;
  const reportDelivery = deps.onDelivery ?? (() => {});
  const timings = { ...DEFAULT_EMAIL_WORKER_TIMINGS, ...deps.timings };
  let stopping = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;
  let unlisten: Unlisten | undefined;
  let current: Promise<void> | undefined;
  let wakeAgain = false;
  let passStartedAt: number | undefined;
  let lastPassEndedAt: number | undefined;
  let lastPassError: string | undefined;

  async function deliver(email: ClaimedEmail, claimToken: string): Promise<void> {
    try {
      await transport.deliver({
        id: email.id,
        to: email.recipient,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        headers: email.headers ?? undefined,
      });
    } catch (error) {
      await recordFailure(email, claimToken, error);
      return;
    }
    // Outside the try: a database error here must not make a delivered email look failed.
    await markEmailSent(database.db, email.id, claimToken);
    reportDelivery('sent');
  }

  async function recordFailure(email: ClaimedEmail, claimToken: string, error: unknown): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    const permanent = error instanceof DeliveryError && error.permanent;
    if (permanent || email.attempts >= timings.maxAttempts) {
      await markEmailFailed(database.db, { id: email.id, claimToken, error: reason });
      reportDelivery('failed');
      logger.warn(`Email ${email.id} (${email.kind}) to ${email.recipient} failed: ${reason}`);
      return;
    }
    const delayMs = retryDelayMs(email.attempts, timings);
    await scheduleEmailRetry(database.db, { id: email.id, claimToken, delayMs, error: reason });
    reportDelivery('retry');
    logger.warn(
      `Email ${email.id} (${email.kind}) attempt ${email.attempts} failed, next try in ${Math.round(delayMs / 1000)}s: ${reason}`,
    );
  }

  async function drain(): Promise<void> {
    while (!stopping) {
      const claimToken = randomUUID();
      const batch = await claimDueEmails(database.db, {
        claimToken,
        limit: timings.batchSize,
        leaseMs: timings.leaseMs,
      });
      if (batch.length === 0) return;
      for (const [index, email] of batch.entries()) {
        if (stopping) {
          await Promise.all(batch.slice(index).map((rest) => releaseEmail(database.db, rest.id, claimToken)));
          return;
        }
        await deliver(email, claimToken);
      }
    }
  }

  // One pass at a time per process; a wake-up during a pass runs another right after it.
  function runOnce(): Promise<void> {
    if (current) {
      wakeAgain = true;
      return current;
    }
    current = (async () => {
      passStartedAt = Date.now();
      try {
        do {
          wakeAgain = false;
          await drain();
        } while (wakeAgain && !stopping);
        lastPassError = undefined;
      } catch (error) {
        lastPassError = error instanceof Error ? error.message : String(error);
        logger.error('The email worker could not read the outbox', error);
      } finally {
        current = undefined;
        passStartedAt = undefined;
        lastPassEndedAt = Date.now();
      }
    })();
    return current;
  }

  async function purgeOnce(): Promise<void> {
    try {
      const purged = await purgeSentEmails(database.db, new Date(Date.now() - timings.sentRetentionMs));
      if (purged > 0) logger.info(`Deleted ${purged} sent emails older than the outbox's retention`);
    } catch (error) {
      logger.error('The email worker could not purge old sent emails', error);
    }
  }

  function schedule() {
    if (stopping) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, timings.pollIntervalMs);
    timer.unref();
  }

  return {
    async start() {
      if (started) return;
      started = true;
      unlisten = await database.listen(OUTBOX_CHANNEL, () => {
        if (!stopping) void runOnce();
      });
      void runOnce();
      schedule();
      void purgeOnce();
      purgeTimer = setInterval(() => void purgeOnce(), timings.purgeIntervalMs);
      purgeTimer.unref();
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      if (purgeTimer) clearInterval(purgeTimer);
      await unlisten?.();
      await current;
      transport.close();
    },
    runOnce,
    purgeOnce,
    health() {
      const lastRunAt = lastPassEndedAt === undefined ? null : new Date(lastPassEndedAt).toISOString();
      if (!started || stopping) return { status: 'stopped', lastRunAt };
      if (lastPassError) return { status: 'failing', lastRunAt, error: lastPassError };
      const now = Date.now();
      const passOverran = passStartedAt !== undefined && now - passStartedAt > timings.leaseMs;
      const idleTooLong =
        passStartedAt === undefined && now - (lastPassEndedAt ?? now) > timings.pollIntervalMs * 3 + 1_000;
      if (passOverran || idleTooLong) return { status: 'stalled', lastRunAt };
      return { status: 'ok', lastRunAt };
    },
  };
}
