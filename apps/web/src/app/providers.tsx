import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, getToken } from '../features/auth';
import { setTokenProvider } from '../lib/api-client';
import { createQueryClient } from './query-client';

// Same-origin API calls carry the signed-in user's token (docs/spec.md section 6).
setTokenProvider(getToken);

export const queryClient = createQueryClient();

/** `client`: the server's first screen (entry-server.tsx) has one per page it makes. */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
