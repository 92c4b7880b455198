import type { ChangeHub, Subscription } from '../../realtime/change-hub';
import { LIVE_RECHECK_MS, type LiveAccess, type LiveSink } from '../../realtime/live.service';

type PersonLiveAccess = Pick<LiveAccess, 'sessionUserId' | 'personIdOf'>;

// D35 + D17: a signed-in person's live stream hears of their own threads only (a new message, an
// event, a read), through the same change hub as the back office, across processes. The session
// is checked again as the staff streams' is: at once when one of the caller's sessions ends, and
// every minute.
export function createMessagesLiveService(hub: ChangeHub, access: PersonLiveAccess, recheckMs = LIVE_RECHECK_MS) {
  return {
    async connect(caller: { userId: string; headers: Headers }, sink: LiveSink): Promise<{ close(): void }> {
      const ownPersonId = await access.personIdOf(caller.userId);
      let ended = false;
      let subscription: Subscription | undefined;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        subscription?.unsubscribe();
        sink.close();
      };
      const recheck = async () => {
        try {
          if ((await access.sessionUserId(caller.headers)) !== caller.userId) end();
        } catch {
          // A database hiccup is no reason to drop the stream; the next check decides.
        }
      };
      const timer = setInterval(() => void recheck(), recheckMs);
      timer.unref();
      try {
        subscription = await hub.subscribe({
          onEvent(event) {
            if (ended) return;
            if (event.topic === 'access' && event.userId === caller.userId) void recheck();
            if (event.topic === 'messages' && ownPersonId !== null && event.personId === ownPersonId) sink.send(event);
          },
          onResync: () => sink.resync(),
          onClose: end,
        });
      } catch (error) {
        clearInterval(timer);
        throw error;
      }
      if (ended) subscription.unsubscribe();
      return { close: end };
    },
  };
}

export type MessagesLiveService = ReturnType<typeof createMessagesLiveService>;
