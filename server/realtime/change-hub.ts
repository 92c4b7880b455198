import type { DatabaseHandle, Unlisten } from '../db/database';
import type { Logger } from '../lib/logger';
import { CHANGES_CHANNEL, type ChangeEvent, parseChangeEvent } from './change-events';

export type Subscription = { unsubscribe(): void };

export type Subscriber = {
  onEvent(event: ChangeEvent): void;
  // Changes may have been missed (the LISTEN connection was down for a moment).
  onResync(): void;
  onClose(): void;
};

export class HubClosedError extends Error {
  constructor() {
    super('The server is shutting down');
    this.name = 'HubClosedError';
  }
}

// D17: one LISTEN per server process, fanned out to the live pages it serves. Changes made
// through any process reach every process through PostgreSQL NOTIFY.
export function createChangeHub(database: Pick<DatabaseHandle, 'listen'>, logger: Logger) {
  const subscribers = new Set<Subscriber>();
  // Subscribers that are parts of this process rather than live streams (not counted as streams).
  const internal = new Set<Subscriber>();
  let listening: Promise<Unlisten> | undefined;
  let closed = false;

  const each = (deliver: (subscriber: Subscriber) => void) => {
    for (const subscriber of subscribers) {
      try {
        deliver(subscriber);
      } catch (error) {
        logger.error('A live subscriber failed', error);
      }
    }
  };

  const dispatch = (payload: string) => {
    const event = parseChangeEvent(payload);
    if (event) each((subscriber) => subscriber.onEvent(event));
    else logger.warn(`Ignored a malformed change event: ${payload.slice(0, 200)}`);
  };

  const resync = () => {
    logger.info('Live updates: the database connection is back; live pages reload what they show');
    each((subscriber) => subscriber.onResync());
  };

  const ensureListening = () => {
    listening ??= database.listen(CHANGES_CHANNEL, dispatch, { onReconnect: resync }).catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    // Resolves once the process listens, so no change made after it is missed. Subscribers hear
    // each event in the order they subscribed (what this process keeps is forgotten before a
    // live page hears of the change: decision 133). `internal`: not a live stream.
    async subscribe(subscriber: Subscriber, options: { internal?: boolean } = {}): Promise<Subscription> {
      if (closed) throw new HubClosedError();
      await ensureListening();
      if (closed) throw new HubClosedError();
      subscribers.add(subscriber);
      if (options.internal) internal.add(subscriber);
      return {
        unsubscribe: () => {
          subscribers.delete(subscriber);
          internal.delete(subscriber);
        },
      };
    },

    // The live streams open.
    get subscriberCount() {
      return subscribers.size - internal.size;
    },

    // Shutdown: every live stream ends (browsers reconnect to another process), then the
    // LISTEN connection closes.
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      for (const subscriber of [...subscribers]) {
        subscribers.delete(subscriber);
        subscriber.onClose();
      }
      const unlisten = await listening?.catch(() => undefined);
      await unlisten?.();
    },
  };
}

export type ChangeHub = ReturnType<typeof createChangeHub>;
