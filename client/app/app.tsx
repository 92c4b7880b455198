import { StrictMode } from 'react';
import type { QueryClient } from '../lib/query/query-client';
import { QueryClientProvider } from '../lib/query/provider';
import { Toaster } from '../components/ui/toaster';
import { RootRoute } from './routes/root-route';

// The whole app under a router: BrowserRouter in the browser (main.tsx), StaticRouter on the
// server (entry-server.tsx).
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RootRoute />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
