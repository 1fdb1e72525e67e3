// The device cookie (OWASP, "device cookies" against credential stuffing and lockout): a
// browser that signed in to an account gets a signed, HttpOnly cookie naming the account and a
// random device id. Its later attempts are counted per device, so an attacker elsewhere who
// exhausts the account's counter does not lock the organiser out (decision 008).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'clubelf_device';
/** Sent only to the sign-in and password endpoints. */
export const DEVICE_COOKIE_PATH = '/api/accounts';
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

const VALUE = /^v1\.([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface DeviceCookies {
  /** A Set-Cookie value for this account: a new device, or `deviceId` again (a longer life). */
  issue(accountId: number, options: { secure: boolean; deviceId?: string }): string;
  /**
   * The device id of the request's cookie when it is validly signed for this account; null for
   * anything else (no cookie, another account's, forged).
   */
  deviceOf(cookieHeader: string | undefined, accountId: number | undefined): string | null;
}

function cookieValue(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === DEVICE_COOKIE) return part.slice(eq + 1).trim();
  }
  return null;
}

/** `secret` is the JWT secret: a key for the cookies alone is derived from it. */
export function createDeviceCookies(secret: string | Uint8Array): DeviceCookies {
  const key = createHmac('sha256', secret).update('clubelf device cookie v1').digest();
  const sign = (accountId: number, deviceId: string) =>
    createHmac('sha256', key).update(`${accountId}.${deviceId}`).digest();

  return {
    issue(accountId, { secure, deviceId = randomBytes(16).toString('base64url') }) {
      const value = `v1.${accountId}.${deviceId}.${sign(accountId, deviceId).toString('base64url')}`;
      const attributes = [
        `Path=${DEVICE_COOKIE_PATH}`,
        `Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ];
      return `${DEVICE_COOKIE}=${value}; ${attributes.join('; ')}`;
    },
    deviceOf(cookieHeader, accountId) {
      if (accountId === undefined) return null;
      const match = VALUE.exec(cookieValue(cookieHeader) ?? '');
      if (!match || Number(match[1]) !== accountId) return null;
      const deviceId = match[2]!;
      // Compared as text: base64url has more than one spelling of the same bytes.
      const given = Buffer.from(match[3]!);
      const expected = Buffer.from(sign(accountId, deviceId).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },
  };
}
