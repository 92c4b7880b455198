import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
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
