// What the passkey routes share (issue 27, decision 027): the relying party (the host of the
// site's public address), the challenge between options and verify, the name a person sees for
// a passkey and the user handle an authenticator keeps.
//
// The challenge travels in a signed, HttpOnly cookie (clubelf_webauthn), not in a table: the
// open options call then writes nothing, however often it is called, every instance can check
// it (signed with the key all instances derive from the JWT secret), and a client holds one
// challenge at a time (a new options call replaces it). It lives 5 minutes and is cleared by
// the verify call that reads it, right or wrong.
import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CookieSigner } from './device-cookie';
import { HttpError } from '../errors';

export const CHALLENGE_COOKIE = 'clubelf_webauthn';
/** Sent only to the participant's routes (/api/mijn/passkeys and /api/mijn/passkey). */
export const CHALLENGE_COOKIE_PATH = '/api/mijn';
export const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export const CHALLENGE_EXPIRED =
  'Dat duurde te lang, of je begon intussen opnieuw in een ander venster. Probeer het nog eens.';

/** r: adding a passkey (bound to the signed-in person); a: signing in (anyone). */
export type ChallengePurpose = 'r' | 'a';

const VALUE = /^v1\.([ra])\.(0|[1-9][0-9]{0,15})\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{16,128})$/;

export interface RelyingParty {
  rpID: string;
  origin: string;
}

/** PUBLIC_URL's host, else the host the request came by (as the organiser's link does). */
export function relyingParty(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  const url = new URL(app.config.publicUrl ?? `${request.protocol}://${request.host}`);
  return { rpID: url.hostname, origin: url.origin };
}

function cookieAttributes(request: FastifyRequest, maxAgeSeconds: number): string {
  return [
    `Path=${CHALLENGE_COOKIE_PATH}`,
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');
}

export function setChallengeCookie(
  signer: CookieSigner,
  request: FastifyRequest,
  reply: FastifyReply,
  challenge: { purpose: ChallengePurpose; persoonId: number; value: string; now: Date },
): void {
  const expires = challenge.now.getTime() + CHALLENGE_LIFETIME_MS;
  const signed = signer.signCookie(
    `v1.${challenge.purpose}.${challenge.persoonId}.${expires}.${challenge.value}`,
  );
  reply.header(
    'set-cookie',
    `${CHALLENGE_COOKIE}=${signed}; ${cookieAttributes(request, CHALLENGE_LIFETIME_MS / 1000)}`,
  );
}

/**
 * The challenge of the request's cookie, when validly signed, for this purpose and person and
 * not expired; the cookie is cleared with the answer either way (a challenge serves once).
 * Throws the Dutch 400 otherwise.
 */
export function takeChallenge(
  signer: CookieSigner,
  request: FastifyRequest,
  reply: FastifyReply,
  expected: { purpose: ChallengePurpose; persoonId: number; now: Date },
): string {
  const cookie = request.cookies[CHALLENGE_COOKIE];
  if (cookie !== undefined) {
    reply.header('set-cookie', `${CHALLENGE_COOKIE}=; ${cookieAttributes(request, 0)}`);
  }
  const unsigned = cookie === undefined ? null : signer.unsignCookie(cookie);
  const match = unsigned?.valid ? VALUE.exec(unsigned.value ?? '') : null;
  if (
    !match ||
    match[1] !== expected.purpose ||
    Number(match[2]) !== expected.persoonId ||
    Number(match[3]) <= expected.now.getTime()
  ) {
    throw new HttpError(400, 'bad_request', CHALLENGE_EXPIRED);
  }
  return match[4]!;
}

/**
 * The user handle the authenticator keeps with a passkey: the same for one person on every
 * call (a second passkey on one authenticator replaces the first instead of piling up), and
 * nothing of who they are (an HMAC of the id, with a key derived from the JWT secret).
 */
export function userHandle(jwtSecret: string, persoonId: number): Uint8Array<ArrayBuffer> {
  const key = createHmac('sha256', jwtSecret).update('clubelf passkey user v1').digest();
  const bytes = createHmac('sha256', key).update(`persoon:${persoonId}`).digest();
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/OPR\//, 'Opera'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

/** "Chrome op Android": what the person sees in their list, from the browser that added it. */
export function passkeyName(userAgent: string | undefined): string {
  const ua = (userAgent ?? '').slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} op ${system}`;
  return browser ?? system ?? 'Passkey';
}
