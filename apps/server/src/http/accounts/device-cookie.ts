// The device cookie (OWASP, "device cookies" against credential stuffing and lockout): a
// browser that signed in to an account gets a signed, HttpOnly cookie naming the account and a
// random device id. Its later attempts are counted per device, so an attacker elsewhere who
// exhausts the account's counter does not lock the organiser out (decision 008).
import { randomBytes } from 'node:crypto';
import type { UnsignResult } from '@fastify/cookie';

export const DEVICE_COOKIE = 'clubelf_device';
/** Sent only to the sign-in and password endpoints. */
export const DEVICE_COOKIE_PATH = '/api/accounts';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

/** What @fastify/cookie signs (after its unsignCookie took the signature off). */
const VALUE = /^v1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})$/;

/** The request's cookies as @fastify/cookie parsed them. */
export type RequestCookies = Readonly<Record<string, string | undefined>> | null | undefined;

export interface DeviceCookies {
  /** A Set-Cookie value for this account: a new device, or `deviceId` again (a longer life). */
  issue(accountId: number, options: { secure: boolean; deviceId?: string }): string;
  /**
   * The device id of the request's cookie when it is validly signed for this account; null for
   * anything else (no cookie, another account's, forged).
   */
  deviceOf(cookies: RequestCookies, accountId: number | undefined): string | null;
}

/** The app itself: security.ts registers @fastify/cookie with its secret. */
export interface CookieSigner {
  signCookie(value: string): string;
  unsignCookie(value: string): UnsignResult;
}

export function createDeviceCookies(signer: CookieSigner): DeviceCookies {
  return {
    issue(accountId, { secure, deviceId = randomBytes(16).toString('base64url') }) {
      const value = signer.signCookie(`v1.${accountId}.${deviceId}`);
      // Written by hand, not with reply.setCookie: the attributes keep the order they had.
      const attributes = [
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ];
      return `${DEVICE_COOKIE}=${value}; ${attributes.join('; ')}`;
    },
    deviceOf(cookies, accountId) {
      const cookie = cookies?.[DEVICE_COOKIE];
      if (accountId === undefined || cookie === undefined) return null;
      // unsignCookie compares in constant time, as text (no second spelling of a signature).
      const { valid, value } = signer.unsignCookie(cookie);
      const match = valid ? VALUE.exec(value) : null;
      if (!match || Number(match[1]) !== accountId) return null;
      return match[2]!;
    },
  };
}
