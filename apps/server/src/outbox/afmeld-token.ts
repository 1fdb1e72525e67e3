// The one-click unsubscribe token (RFC 8058): an HMAC of the person and the kind with a key
// derived from the server's JWT secret (kept in DATA_DIR, or given to every instance alike).
// No table: the token can only switch one kind off for one person, so it may be used again,
// and it needs no end; a new secret makes old links say they are no longer valid.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AFMELDEN_PAGE, BERICHT_SOORTEN, type BerichtSoort } from '@clubelf/contract';

const LABEL = 'clubelf-afmelden-v1';

function mac(secret: string, persoonId: number, soort: BerichtSoort): string {
  const key = createHmac('sha256', secret).update(LABEL).digest();
  return createHmac('sha256', key).update(`${persoonId}.${soort}`).digest('base64url');
}

export function afmeldToken(secret: string, persoonId: number, soort: BerichtSoort): string {
  return `${persoonId}.${soort}.${mac(secret, persoonId, soort)}`;
}

export function afmeldUrl(
  publicUrl: string,
  secret: string,
  persoonId: number,
  soort: BerichtSoort,
): string {
  return `${publicUrl}${AFMELDEN_PAGE}?token=${afmeldToken(secret, persoonId, soort)}`;
}

/** The person and kind the token names, or undefined when it is not one of ours. */
export function readAfmeldToken(
  secret: string,
  token: string,
): { persoonId: number; soort: BerichtSoort } | undefined {
  const match = /^(\d{1,12})\.([a-z]{1,20})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const persoonId = Number(match[1]);
  const soort = match[2] as BerichtSoort;
  if (!BERICHT_SOORTEN.includes(soort)) return undefined;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(secret, persoonId, soort));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { persoonId, soort };
}
