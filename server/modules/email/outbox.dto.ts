import type { EmailKind, OutboxStatus } from '@shared/domain-values';
import type { CountDto } from '@shared/counts';
import type { PagedList } from '@shared/pagination';

// GET /api/admin/outbox: what was sent, what waits and what failed, without the bodies
// (docs/decisions/050).
export type OutboxEmailDto = {
  id: string;
  kind: EmailKind;
  recipient: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  // Why the last attempt failed (pending emails being retried, and failed ones).
  lastError: string | null;
  // A pending email's next try.
  nextAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
};

// `total`: the matches, exact up to 10,000 and estimated past it (issue 19, as the other lists).
export type OutboxPageDto = PagedList<OutboxEmailDto> & {
  totalPrecision: CountDto['precision'];
  counts: Record<OutboxStatus, number>;
};
