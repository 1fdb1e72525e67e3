// A signed-in participant's passkeys (issue 27): the list, adding one (options from the server,
// the browser's ceremony, the server's check) and removing one.
import type { Passkey, PasskeyOptionsResponse, PasskeysResponse } from '@clubelf/contract';
import { passkeyPaths } from '@clubelf/contract/paths';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../lib/api-client';

export const passkeysQuery = queryOptions({
  queryKey: ['mijn', 'passkeys'],
  queryFn: ({ signal }) => apiGet<PasskeysResponse>(passkeyPaths.passkeys, signal),
});

/** Thrown by the browser's ceremony (cancelled, not supported): the card says it in Dutch. */
export class CeremonyError extends Error {
  constructor(readonly failure: unknown) {
    super('passkey ceremony failed');
  }
}

export async function addPasskey(): Promise<Passkey> {
  const options = await apiRequest<PasskeyOptionsResponse>(passkeyPaths.registratieOpties, {
    method: 'POST',
    body: {},
  });
  let credential;
  try {
    credential = await startRegistration({
      optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (failure) {
    throw new CeremonyError(failure);
  }
  return apiRequest<Passkey>(passkeyPaths.passkeys, { method: 'POST', body: { credential } });
}

export function removePasskey(id: number): Promise<void> {
  return apiRequest<void>(passkeyPaths.passkey(id), { method: 'DELETE' });
}
