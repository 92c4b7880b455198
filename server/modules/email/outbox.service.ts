import type { EmailKind, OutboxStatus } from '@shared/domain-values';
import type { OutboxQuery } from '@shared/email-settings';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../lib/app-error';
import { countOutboxByStatus, findOutboxStatus, listOutbox, requeueFailedEmail } from './email-outbox.repo';
import type { OutboxEmailDto, OutboxPageDto } from './outbox.dto';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

// The admin's view of the outbox (issue 7: sent, pending, failed with reason stay visible).
export function createOutboxService(db: Database) {
  return {
    async list(query: OutboxQuery): Promise<OutboxPageDto> {
      const [{ rows, total }, counts] = await Promise.all([listOutbox(db, query), countOutboxByStatus(db)]);
      const items: OutboxEmailDto[] = rows.map((row) => ({
        id: row.id,
        kind: row.kind as EmailKind,
        recipient: row.recipient,
        subject: row.subject,
        status: row.status as OutboxStatus,
        attempts: row.attempts,
        lastError: row.lastError,
        nextAttemptAt: row.status === 'pending' ? iso(row.nextAttemptAt) : null,
        sentAt: iso(row.sentAt),
        createdAt: row.createdAt.toISOString(),
      }));
      return {
        items,
        page: query.page,
        pageSize: query.pageSize,
        total: total.value,
        totalPrecision: total.precision,
        counts,
      };
    },

    // A failed email goes back in the queue with fresh attempts (after a mail server was fixed).
    async retry(id: string): Promise<void> {
      if (await requeueFailedEmail(db, id)) return;
      const status = await findOutboxStatus(db, id);
      if (!status) throw notFound('Email not found');
      throw conflict('Only a failed email can be sent again');
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
