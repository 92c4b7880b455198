import type { QueryClient } from '../../../lib/query/query-client';
import type { ChangeEvent } from '@server/realtime/change-events';
import { INVITATION_ENTITY_TYPE } from '@shared/invitations';
import { PARTICIPANT_ENTITY_TYPE } from '@shared/opportunity-participants';
import { type ActivityFilter, adminKeys } from '../../../lib/admin-query-keys';

// D17: reload what a change touches, wherever it was made; the server reapplies every read rule.
export function applyChange(queryClient: QueryClient, change: ChangeEvent): void {
  switch (change.topic) {
    case 'notes':
      void queryClient.invalidateQueries({ queryKey: adminKeys.notes(change.applicationId) });
      return;
    case 'interactions':
      void queryClient.invalidateQueries({ queryKey: adminKeys.interactions(change.personId) });
      return;
    // Issue 42 (D36): a check-in, a check-out or a no-show: the door's counters and list.
    case 'door':
      void queryClient.invalidateQueries({ queryKey: adminKeys.door(change.opportunityId) });
      return;
    // Issue 45 (D35): a conversation changed: the inbox, the unread count and the thread.
    case 'messages':
      void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'messages'] });
      return;
    case 'application':
      void queryClient.invalidateQueries({ queryKey: adminKeys.application(change.applicationId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.applications() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
      return;
    case 'activity':
      // A participant moved (D11) or an invitation changed (D23): the opportunity's spots and
      // status, its participants and its invitations.
      if (change.entityType === PARTICIPANT_ENTITY_TYPE || change.entityType === INVITATION_ENTITY_TYPE) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.opportunities() });
      }
      // The whole feed, and the feed of that one entity (not the feeds of others).
      void queryClient.invalidateQueries({
        queryKey: adminKeys.activity(),
        predicate: (query) => {
          const filter = query.queryKey[2] as ActivityFilter | undefined;
          return (
            !filter?.entityType || (filter.entityType === change.entityType && filter.entityId === change.entityId)
          );
        },
      });
      return;
  }
}

// After a gap in the stream: everything live may be stale.
export function reloadEverythingLive(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
