import type { Executor } from '../db/database';
import { notify } from '../db/notify';

// D17: what changed, without the change itself. A page that hears of a change reloads it
// through the API, which applies every read rule again; the event carries no content.
export type ChangeEvent =
  | { topic: 'application'; applicationId: string }
  | { topic: 'notes'; applicationId: string }
  | { topic: 'activity'; entityType: string; entityId: string }
  | { topic: 'interactions'; personId: string }
  // Announced by the database (migration 0008) when a session of this user ends or a team role
  // of theirs goes: their open live streams are checked again at once. Never sent to a page.
  | { topic: 'access'; userId: string };

export const CHANGES_CHANNEL = 'backline_changes';

// Call inside the transaction that makes the change: the event goes out on commit only.
export function publishChange(executor: Executor, event: ChangeEvent): Promise<void> {
  return notify(executor, CHANGES_CHANNEL, JSON.stringify(event));
}

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
    case 'notes':
      return isText(event.applicationId) ? { topic: event.topic, applicationId: event.applicationId } : undefined;
    case 'activity':
      return isText(event.entityType) && isText(event.entityId)
        ? { topic: 'activity', entityType: event.entityType, entityId: event.entityId }
        : undefined;
    case 'interactions':
      return isText(event.personId) ? { topic: 'interactions', personId: event.personId } : undefined;
    case 'access':
      return isText(event.userId) ? { topic: 'access', userId: event.userId } : undefined;
    default:
      return undefined;
  }
}
