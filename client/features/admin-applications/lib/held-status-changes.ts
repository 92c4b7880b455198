import type { TrackApplicationStatus } from '@shared/domain-values';

// Issue 41 (docs/decisions/160): Book and Archive (and their keys b and a) are held in this
// browser for a few seconds before they reach the server, so a key pressed by mistake can be
// undone before anything is saved, logged or emailed. Held here, outside any page, so stepping
// to the next application (j) does not drop or hurry a change still held.
export const STATUS_HOLD_MS = 5_000;

type Held = { status: TrackApplicationStatus; timer: ReturnType<typeof setTimeout>; send: () => void };

const held = new Map<string, Held>();
const listeners = new Set<() => void>();
const announce = () => {
  for (const listener of listeners) listener();
};

export function subscribeToHeld(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const heldStatusOf = (applicationId: string): TrackApplicationStatus | undefined =>
  held.get(applicationId)?.status;

function release(applicationId: string) {
  const change = held.get(applicationId);
  if (!change) return;
  clearTimeout(change.timer);
  held.delete(applicationId);
  announce();
  change.send();
}

// False when nothing was held any more (the change has been sent).
export function undoHeld(applicationId: string): boolean {
  const change = held.get(applicationId);
  if (!change) return false;
  clearTimeout(change.timer);
  held.delete(applicationId);
  announce();
  return true;
}

// `send` runs once the hold is over, unless undone first. A second change of the same
// application replaces the one held.
export function holdStatus(applicationId: string, status: TrackApplicationStatus, send: () => void): void {
  undoHeld(applicationId);
  held.set(applicationId, { status, send, timer: setTimeout(() => release(applicationId), STATUS_HOLD_MS) });
  announce();
}

// Leaving the page (a reload, a closed tab, another site) sends what is held at once: the
// person pressed it and did not undo it, and the request outlives the page (keepalive).
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const applicationId of [...held.keys()]) release(applicationId);
  });
}
