import type { TeamRole } from '@shared/domain-values';
import { mayReadActivityOf, TEAM_ENTITY_TYPE } from '../modules/activity/activity-access';
import { mayReadThreadsOf } from '../modules/messages/message-access';
import type { ChangeEvent } from './change-events';
import type { ChangeHub, Subscription } from './change-hub';

// Where a live connection's events go (the route turns them into server-sent events).
export type LiveSink = {
  send(event: ChangeEvent): void;
  resync(): void;
  close(): void;
};

export type LiveAccess = {
  // The user of a still-valid session behind these headers, or null.
  sessionUserId(headers: Headers): Promise<string | null>;
  rolesOf(userId: string): Promise<TeamRole[]>;
  // The caller's own person record (D31), or null.
  personIdOf(userId: string): Promise<string | null>;
};

export type LiveCaller = { userId: string; roles: readonly TeamRole[]; headers: Headers };

// A live connection outlasts the request that opened it: the session and the roles are read
// again this often, and at once when a session of the caller ends or a role of theirs goes
// (sign-out, revocation, a new password, a team change: issue 18, finding 7).
export const LIVE_RECHECK_MS = 60_000;

const isStaff = (roles: readonly TeamRole[]) => roles.includes('admin') || roles.includes('reviewer');

// D12/D17: a person only receives events they may read. Staff read applications, their notes
// and the people's communication log, except those about themselves (D31: `ownPersonId`); of
// the activity log, what their role may read; admins the door's changes.
export function mayReceive(roles: readonly TeamRole[], event: ChangeEvent, ownPersonId: string | null): boolean {
  if (!isStaff(roles) || event.topic === 'access') return false;
  if (event.topic === 'activity') return mayReadActivityOf(roles, event.entityType);
  if (event.topic === 'notes' || event.topic === 'interactions') return event.personId !== ownPersonId;
  // D12: the door is the admins' (issue 42).
  if (event.topic === 'door') return roles.includes('admin');
  // D35: the threads staff may read (D12 for reviewers), not about themselves (D31).
  if (event.topic === 'messages') return mayReadThreadsOf(roles, event.kind) && event.personId !== ownPersonId;
  return true;
}

export function createLiveService(hub: ChangeHub, access: LiveAccess, recheckMs = LIVE_RECHECK_MS) {
  return {
    async connect(caller: LiveCaller, sink: LiveSink): Promise<{ close(): void }> {
      // A person record never changes hands, so it is read once.
      const ownPersonId = await access.personIdOf(caller.userId);
      let roles = caller.roles;
      let ended = false;
      let subscription: Subscription | undefined;
      const timer = setInterval(() => void recheck(), recheckMs);
      timer.unref();

      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(timer);
        subscription?.unsubscribe();
        sink.close();
      };

      const recheck = async () => {
        try {
          const userId = await access.sessionUserId(caller.headers);
          roles = userId === caller.userId ? await access.rolesOf(userId) : [];
        } catch {
          // A database hiccup is no reason to drop the connection; the next check decides.
          return;
        }
        if (!isStaff(roles)) end();
      };

      try {
        subscription = await hub.subscribe({
          onEvent(event) {
            if (ended) return;
            if (event.topic === 'access') {
              if (event.userId === caller.userId) void recheck();
            } else if (event.topic === 'activity' && event.entityType === TEAM_ENTITY_TYPE) {
              // The change may be this caller's own role: decide with the roles as they are now.
              void recheck().then(() => {
                if (!ended && mayReceive(roles, event, ownPersonId)) sink.send(event);
              });
            } else if (mayReceive(roles, event, ownPersonId)) {
              sink.send(event);
            }
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

export type LiveService = ReturnType<typeof createLiveService>;
