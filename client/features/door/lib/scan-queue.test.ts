import { describe, expect, it } from 'vitest';
import { doorScanSchema } from '@shared/door';
import { dequeue, enqueue, newNonce, type QueuedScan, readQueue, scanInput, waitingFor } from './scan-queue';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const scan = (opportunityId: string, code: string): QueuedScan => ({
  opportunityId,
  nonce: newNonce(),
  scannedAt: '2031-12-13T04:14:00.000Z',
  code,
  label: `Code ${code}`,
});

describe('the door’s offline queue (D36)', () => {
  it('keeps scans in order, per event, until each is sent', () => {
    const storage = memoryStorage();
    const first = scan('o1', 'AAAAAA');
    const second = scan('o1', 'BBBBBB');
    const elsewhere = scan('o2', 'CCCCCC');
    for (const kept of [first, second, elsewhere]) enqueue(storage, kept);
    enqueue(storage, first);
    expect(waitingFor(storage, 'o1').map((kept) => kept.code)).toEqual(['BBBBBB', 'AAAAAA']);
    dequeue(storage, second.nonce);
    expect(waitingFor(storage, 'o1')).toEqual([first]);
    expect(readQueue(storage)).toHaveLength(2);
  });

  it('drops what it cannot read', () => {
    const storage = memoryStorage();
    storage.setItem('backline:door-queue', '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem('backline:door-queue', JSON.stringify([{ nonce: 1 }, scan('o1', 'AAAAAA')]));
    expect(readQueue(storage)).toHaveLength(1);
  });

  it('sends each scan as the server reads it, with a fresh nonce', () => {
    const kept = scan('o1', 'AAAAAA');
    expect(doorScanSchema.safeParse(scanInput(kept)).success).toBe(true);
    expect(scanInput(kept)).not.toHaveProperty('label');
    expect(newNonce()).toMatch(/^[0-9a-f]{32}$/);
    expect(newNonce()).not.toBe(newNonce());
  });
});
