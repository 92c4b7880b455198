import type { Executor } from '../db/database';
import { notify, notifyCall } from '../db/notify';

// D17: what changed, without the change itself. A page that hears of a change reloads it
// through the API, which applies every read rule again; the event carries no content. Notes and
// interactions name the person they are about, whom the stream does not tell (D31).
export type ChangeEvent =
  | { topic: 'application'; applicationId: string }
  | { topic: 'notes'; applicationId: string; personId: string }
  | { topic: 'activity'; entityType: string; entityId: string }
  | { topic: 'interactions'; personId: string }
  // Issue 42 (D36): an event's door changed (a check-in, a check-out, a no-show): its counters
  // and list reload on every open door page.
  | { topic: 'door'; opportunityId: string }
  // Issue 45 (D35): a thread has a new message or event, or was read. It names its person (their
  // own stream hears it, staff's leaves out their own: D31) and its kind (reviewers: D12).
  | { topic: 'messages'; threadId: string; kind: string; personId: string | null }
  // Announced by the database (migration 0008) when a session of this user ends or a team role
  // of theirs goes: their open live streams are checked again at once. Never sent to a page.
  | { topic: 'access'; userId: string };

export const CHANGES_CHANNEL = 'backline_changes';

// Call inside the transaction that makes the change: the event goes out on commit only.
export function publishChange(executor: Executor, event: ChangeEvent): Promise<void> {
  return notify(executor, CHANGES_CHANNEL, JSON.stringify(event));
}

// The same notice as an expression, for a statement that sends it with its own writes.
export const changeNotice = (event: ChangeEvent) => notifyCall(CHANGES_CHANNEL, JSON.stringify(event));

const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

// Payloads come from the database channel: anything not shaped like an event is dropped.
export function parseChangeEvent(payload: string): ChangeEvent | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const event = value as Record<string, unknown>;
  switch (event.topic) {
    case 'application':
      return isText(event.applicationId) ? { topic: 'application', applicationId: event.applicationId } : undefined;
    case 'notes':
      return isText(event.applicationId) && isText(event.personId)
        ? { topic: 'notes', applicationId: event.applicationId, personId: event.personId }
        : undefined;
    case 'activity':
      return isText(event.entityType) && isText(event.entityId)
        ? { topic: 'activity', entityType: event.entityType, entityId: event.entityId }
        : undefined;
    case 'interactions':
      return isText(event.personId) ? { topic: 'interactions', personId: event.personId } : undefined;
    case 'door':
      return isText(event.opportunityId) ? { topic: 'door', opportunityId: event.opportunityId } : undefined;
    case 'messages':
      return isText(event.threadId) && isText(event.kind) && (event.personId === null || isText(event.personId))
        ? { topic: 'messages', threadId: event.threadId, kind: event.kind, personId: event.personId }
        : undefined;
    case 'access':
      return isText(event.userId) ? { topic: 'access', userId: event.userId } : undefined;
    default:
      return undefined;
  }
}
