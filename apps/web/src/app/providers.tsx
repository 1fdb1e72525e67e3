import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider, getToken } from '../features/auth';
import { KeuzeOpServer, type GekozenDeelnemer } from '../features/deelnemer-keuze';
import { setTokenProvider } from '../lib/api-client';
import { createQueryClient } from './query-client';

// Same-origin API calls carry the signed-in user's token (docs/spec.md section 6).
setTokenProvider(getToken);

export const queryClient = createQueryClient();

/**
 * `client`: the server's first screen (entry-server.tsx) has one per page it makes.
 * `gekozenOpServer`: the chosen participant that first screen was made with (decision 031).
 */
export function Providers({
  children,
  client = queryClient,
  gekozenOpServer = null,
}: {
  children: ReactNode;
  client?: QueryClient;
  gekozenOpServer?: GekozenDeelnemer | null;
}) {
  return (
    <QueryClientProvider client={client}>
      <KeuzeOpServer value={gekozenOpServer}>
        <AuthProvider>{children}</AuthProvider>
      </KeuzeOpServer>
    </QueryClientProvider>
  );
}
