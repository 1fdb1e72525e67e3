// Web Push on this device (issue 28, item 3): the site's public key, and this browser's
// subscription sent to (or taken back from) the server.
import type { MijnPushResponse, PushAbonnement, PushSleutelResponse } from '@clubelf/contract';
import { pushPaths } from '@clubelf/contract/paths';
import { apiGet, apiRequest } from '../../lib/api-client';

export const pushSleutel = () => apiGet<PushSleutelResponse>(pushPaths.sleutel);

export const savePushAbonnement = (abonnement: PushAbonnement) =>
  apiRequest<MijnPushResponse>(pushPaths.mijn, { method: 'POST', body: abonnement });

export const deletePushAbonnement = (endpoint: string) =>
  apiRequest<MijnPushResponse>(pushPaths.mijn, { method: 'DELETE', body: { endpoint } });

/** The key as the bytes pushManager.subscribe takes (base64url in, no padding). */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}
