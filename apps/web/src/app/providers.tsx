import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider, getToken } from '../features/auth';
import { setTokenProvider } from '../lib/api-client';
import { createQueryClient } from './query-client';

// Same-origin API calls carry the signed-in user's token (docs/spec.md section 6).
setTokenProvider(getToken);

export const queryClient = createQueryClient();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
