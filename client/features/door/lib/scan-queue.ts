import type { DoorScanInput } from '@shared/door';

// Issue 42 (D36, docs/decisions/181): scans made while the phone has no connection are kept on
// it (localStorage) with their nonce and the time they were made, and sent when it returns; the
// server counts a nonce once, so a scan sent twice (it reached the server, the answer did not)
// does no harm.

export type ScanTarget = { payload: string } | { code: string } | { applicationId: string };

export type QueuedScan = DoorScanInput & {
  opportunityId: string;
  // What the page says the scan was: "Ticket", "Code K7M2QX", a name.
  label: string;
};

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'backline:door-queue';

const isQueuedScan = (value: unknown): value is QueuedScan => {
  if (typeof value !== 'object' || value === null) return false;
  const scan = value as Record<string, unknown>;
  return ['opportunityId', 'nonce', 'scannedAt', 'label'].every((field) => typeof scan[field] === 'string');
};

// What the phone holds (anything unreadable is dropped: it cannot be sent anyway).
export function readQueue(storage: QueueStorage): QueuedScan[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueuedScan) : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, scans: QueuedScan[]): void {
  storage.setItem(KEY, JSON.stringify(scans));
}

export function enqueue(storage: QueueStorage, scan: QueuedScan): void {
  writeQueue(storage, [...readQueue(storage).filter((kept) => kept.nonce !== scan.nonce), scan]);
}

export function dequeue(storage: QueueStorage, nonce: string): void {
  writeQueue(
    storage,
    readQueue(storage).filter((kept) => kept.nonce !== nonce),
  );
}

export const waitingFor = (storage: QueueStorage, opportunityId: string) =>
  readQueue(storage).filter((scan) => scan.opportunityId === opportunityId);

// A scan's name: random, from the browser's generator (also where crypto.randomUUID is missing,
// on a page served without https).
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// What goes to the server: the scan without the page's own fields.
export function scanInput({ opportunityId: _opportunityId, label: _label, ...input }: QueuedScan): DoorScanInput {
  return input;
}
