import type { QueryClient } from './query-client';
import type { QueryKey } from './query-key';

// What a server render hands to the browser (D28): each loaded query's data, and when it was
// loaded, so the browser neither refetches it at once nor renders anything else first.
export type DehydratedState = { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];

export function dehydrate(client: QueryClient): DehydratedState {
  return client
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt }));
}

export function hydrate(client: QueryClient, state: DehydratedState): void {
  for (const { queryKey, data, dataUpdatedAt } of state) client.query(queryKey).setData(data, dataUpdatedAt);
}
