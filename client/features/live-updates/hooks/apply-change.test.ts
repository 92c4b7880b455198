import { describe, expect, it } from 'vitest';
import { QueryClient } from '../../../lib/query/query-client';
import { adminKeys } from '../../../lib/admin-query-keys';
import { applyChange } from './apply-change';

function clientWith(keys: (readonly unknown[])[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { loaded: true });
  return queryClient;
}

const stale = (queryClient: QueryClient, key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('applyChange: participants (D11, D17)', () => {
  it('reloads the opportunities and their participants when a participant moved', () => {
    const queryClient = clientWith([adminKeys.opportunities(), adminKeys.participants('o1'), adminKeys.overview()]);
    applyChange(queryClient, { topic: 'activity', entityType: 'opportunity_application', entityId: 'a1' });
    expect(stale(queryClient, adminKeys.opportunities())).toBe(true);
    expect(stale(queryClient, adminKeys.participants('o1'))).toBe(true);
    expect(stale(queryClient, adminKeys.overview())).toBe(false);
  });

  it('leaves them alone for the activity of other things', () => {
    const queryClient = clientWith([adminKeys.opportunities(), adminKeys.participants('o1')]);
    applyChange(queryClient, { topic: 'activity', entityType: 'application', entityId: 'a1' });
    expect(stale(queryClient, adminKeys.participants('o1'))).toBe(false);
  });
});

describe('applyChange: the door (D36, D17)', () => {
  it('reloads that event’s door, whatever its search, and no other', () => {
    const queryClient = clientWith([
      adminKeys.doorState('o1', ''),
      adminKeys.doorState('o1', 'lena'),
      adminKeys.doorState('o2', ''),
    ]);
    applyChange(queryClient, { topic: 'door', opportunityId: 'o1' });
    expect(stale(queryClient, adminKeys.doorState('o1', ''))).toBe(true);
    expect(stale(queryClient, adminKeys.doorState('o1', 'lena'))).toBe(true);
    expect(stale(queryClient, adminKeys.doorState('o2', ''))).toBe(false);
  });
});
