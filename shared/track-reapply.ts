import { REAPPLY_WAIT_DAYS } from './limits';

// D10: one track application per person; an archived one may be replaced 30 days after it
// was archived (the FAQ's reapply policy).

const DAY_MS = 24 * 60 * 60 * 1000;

export function reapplyDate(archivedAt: Date): Date {
  return new Date(archivedAt.getTime() + REAPPLY_WAIT_DAYS * DAY_MS);
}

// The latest archive time that may be replaced at `now`.
export function replaceableArchivedBefore(now: Date): Date {
  return new Date(now.getTime() - REAPPLY_WAIT_DAYS * DAY_MS);
}

export function canReplaceTrackApplication(
  application: { status: string; archivedAt: Date | null },
  now: Date,
): boolean {
  return (
    application.status === 'archived' &&
    application.archivedAt !== null &&
    reapplyDate(application.archivedAt).getTime() <= now.getTime()
  );
}
