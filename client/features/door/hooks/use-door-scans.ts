import { useQueryClient } from '../../../lib/query/provider';
import type { DoorTone } from '@shared/door';
import { useCallback, useEffect, useRef, useState } from 'react';
import { adminKeys } from '../../../lib/admin-query-keys';
import { ApiError } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/error-mapper';
import { sendDoorScan } from '../api/send-door-scan';
import { dequeue, enqueue, newNonce, type QueuedScan, type ScanTarget, scanInput, waitingFor } from '../lib/scan-queue';

export type ScanResult = {
  nonce: string;
  label: string;
  // `queued`: kept on the phone, to be sent when the connection returns.
  tone: DoorTone | 'queued';
  message: string;
  name: string | null;
  scannedAt: string;
};

export const QUEUED_MESSAGE = 'No connection: the scan is kept and sent when the connection returns';
const RETRY_MS = 15_000;
const RECENT = 5;

// Issue 42 (D36, docs/decisions/181): every scan, typed code and check-in by name goes through
// here: kept on the phone first (its nonce and when it was made), then sent; what the server
// answers is shown, and what could not be sent waits for the connection (the `online` event, and
// every 15 s while any wait).
export function useDoorScans(opportunityId: string) {
  const queryClient = useQueryClient();
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  const [waiting, setWaiting] = useState(() => (storage ? waitingFor(storage, opportunityId).length : 0));
  const [latest, setLatest] = useState<ScanResult>();
  const [recent, setRecent] = useState<ScanResult[]>([]);
  const latestNonce = useRef<string | undefined>(undefined);
  const sending = useRef(new Set<string>());

  const countWaiting = useCallback(() => {
    if (storage) setWaiting(waitingFor(storage, opportunityId).length);
  }, [storage, opportunityId]);

  // The newest scan is shown large; a queued one sent later replaces its own notice only.
  const show = useCallback((result: ScanResult, asLatest: boolean) => {
    setRecent((list) => [result, ...list.filter((shown) => shown.nonce !== result.nonce)].slice(0, RECENT));
    if (asLatest || latestNonce.current === result.nonce) {
      latestNonce.current = result.nonce;
      setLatest(result);
    }
  }, []);

  // 'kept' when the scan must wait (no connection, or the server could not take it now).
  const send = useCallback(
    async (scan: QueuedScan, asLatest: boolean): Promise<'sent' | 'kept'> => {
      if (!storage || sending.current.has(scan.nonce)) return 'kept';
      sending.current.add(scan.nonce);
      const shown = { nonce: scan.nonce, label: scan.label, name: null, scannedAt: scan.scannedAt };
      try {
        const answer = await sendDoorScan(opportunityId, scanInput(scan));
        dequeue(storage, scan.nonce);
        show({ ...shown, tone: answer.tone, message: answer.message, name: answer.name }, asLatest);
        if (answer.outcome === 'checked_in') {
          void queryClient.invalidateQueries({ queryKey: adminKeys.door(opportunityId) });
        }
        return 'sent';
      } catch (error) {
        if (error instanceof ApiError && error.status > 0 && error.status < 500) {
          // Refused as such (not the admin's to scan, not a scan): sending it again would not help.
          dequeue(storage, scan.nonce);
          show({ ...shown, tone: 'refusal', message: serverMessage(error, 'The scan was refused') }, asLatest);
          return 'sent';
        }
        show({ ...shown, tone: 'queued', message: QUEUED_MESSAGE }, asLatest);
        return 'kept';
      } finally {
        sending.current.delete(scan.nonce);
        countWaiting();
      }
    },
    [storage, opportunityId, queryClient, show, countWaiting],
  );

  const flush = useCallback(async () => {
    if (!storage) return;
    for (const scan of waitingFor(storage, opportunityId)) {
      if (navigator.onLine === false || (await send(scan, false)) === 'kept') return;
    }
  }, [storage, opportunityId, send]);

  const submit = useCallback(
    (target: ScanTarget, label: string) => {
      const scan: QueuedScan = {
        opportunityId,
        nonce: newNonce(),
        scannedAt: new Date().toISOString(),
        label,
        ...target,
      };
      if (!storage) return;
      enqueue(storage, scan);
      countWaiting();
      if (navigator.onLine === false) {
        const { nonce, scannedAt } = scan;
        show({ nonce, label, scannedAt, name: null, tone: 'queued', message: QUEUED_MESSAGE }, true);
        return;
      }
      void send(scan, true);
    },
    [storage, opportunityId, show, send, countWaiting],
  );

  useEffect(() => {
    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => {
      window.removeEventListener('online', onOnline);
      clearInterval(timer);
    };
  }, [flush]);

  return { submit, waiting, latest, recent };
}
