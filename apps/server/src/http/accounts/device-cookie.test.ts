import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie';

const devices = createDeviceCookies('d'.repeat(48));
const valueOf = (setCookie: string) => setCookie.split(';')[0]!;

describe('device cookie', () => {
  it('names its account and device, HttpOnly and SameSite=Strict, Secure on https', () => {
    const plain = devices.issue(7, { secure: false });
    expect(plain).toMatch(
      /^clubelf_device=v1\.7\.[\w-]{22}\.[\w-]{43}; Path=\/api\/accounts; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
    );
    expect(devices.issue(7, { secure: true })).toMatch(/; Secure$/);
    const deviceId = devices.deviceOf(valueOf(plain), 7);
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    // Issued again for the same device: the same id, a fresh lifetime.
    expect(
      devices.deviceOf(valueOf(devices.issue(7, { secure: false, deviceId: deviceId! })), 7),
    ).toBe(deviceId);
  });

  it('is good only for its own account, with its own signature', () => {
    const cookie = valueOf(devices.issue(7, { secure: false }));
    expect(devices.deviceOf(`XSRF-TOKEN=abc; ${cookie}; andere=1`, 7)).not.toBeNull();
    expect(devices.deviceOf(cookie, 8)).toBeNull();
    expect(devices.deviceOf(cookie, undefined)).toBeNull();
    expect(devices.deviceOf(undefined, 7)).toBeNull();
    const other = createDeviceCookies('e'.repeat(48));
    expect(other.deviceOf(cookie, 7)).toBeNull();
    const [name, version, , deviceId, signature] = cookie.split(/[=.]/);
    const otherAccount = `${name}=${version}.8.${deviceId}.${signature}`;
    expect(devices.deviceOf(otherAccount, 8)).toBeNull();
    // The last character of the signature spelled otherwise (same bytes in lenient base64).
    const respelled = cookie.replace(/.$/, (c) => String.fromCharCode(c.charCodeAt(0) ^ 1));
    expect(devices.deviceOf(respelled, 7)).toBeNull();
  });
});
