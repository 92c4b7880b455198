import { createContext, type ReactNode, use, useEffect } from 'react';
import type { QueryClient } from './query-client';

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => client.mount(), [client]);
  return <QueryClientContext value={client}>{children}</QueryClientContext>;
}

export function useQueryClient(): QueryClient {
  const client = use(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it');
  return client;
}
