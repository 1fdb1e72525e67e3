// A participant's sign-in by link (issue 27): which ways in the site offers, asking for a mailed
// link, and pressing the link's button. Failures come back as Dutch messages for the page.
import type { InloggenResponse, InlogoptiesResponse, LoginResponse } from '@clubelf/contract';
import { mijnPaths } from '@clubelf/contract/paths';
import { queryOptions } from '@tanstack/react-query';
import { HttpError, apiGet, apiRequest } from '../../lib/api-client';

export const inlogoptiesQuery = queryOptions({
  queryKey: ['mijn', 'inlogopties'],
  queryFn: ({ signal }) => apiGet<InlogoptiesResponse>(mijnPaths.inlogopties, signal),
  staleTime: 5 * 60_000,
});

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

const UNKNOWN = 'Er ging iets mis. Controleer je verbinding en probeer het opnieuw.';

async function outcomeOf<T>(request: Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await request };
  } catch (error) {
    // The server's own Dutch message (a bad address, too many asks, a used link).
    return {
      ok: false,
      message: error instanceof HttpError && error.status < 500 ? error.message : UNKNOWN,
    };
  }
}

export function requestInloglink(email: string): Promise<Outcome<InloggenResponse>> {
  return outcomeOf(
    apiRequest<InloggenResponse>(mijnPaths.inloggen, {
      method: 'POST',
      body: { email: email.trim() },
    }),
  );
}

export function confirmInloglink(token: string): Promise<Outcome<LoginResponse>> {
  return outcomeOf(
    apiRequest<LoginResponse>(mijnPaths.bevestigen, { method: 'POST', body: { token } }),
  );
}
