import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDeviceCookies, type CookieSigner } from './device-cookie';

/** An app signing with `secret`, as security.ts registers @fastify/cookie. */
async function signerWith(secret: string): Promise<CookieSigner> {
  const app = Fastify();
  await app.register(fastifyCookie, { secret });
  await app.ready();
  return app;
}

const devices = createDeviceCookies(await signerWith('d'.repeat(48)));
/** The cookies a browser sends back after `setCookie`, as @fastify/cookie parses them. */
const sentBack = (setCookie: string) => {
  const [name, value] = setCookie.split(';')[0]!.split(/=(.*)/);
  return { [name!]: value };
};

describe('device cookie', () => {
  it('names its account and device, HttpOnly and SameSite=Strict, Secure on https', () => {
    const plain = devices.issue(7, { secure: false });
    expect(plain).toMatch(
      /^clubelf_device=v1\.7\.[\w-]{22}\.[\w+/]{43}; Path=\/api\/accounts; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
    );
    expect(devices.issue(7, { secure: true })).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const deviceId = devices.deviceOf(sentBack(plain), 7);
    expect(deviceId).toMatch(/^[\w-]{22}$/);
    // Issued again for the same device: the same id, a fresh lifetime.
    expect(
      devices.deviceOf(sentBack(devices.issue(7, { secure: false, deviceId: deviceId! })), 7),
    ).toBe(deviceId);
  });

  it('is good only for its own account, with its own signature', async () => {
    const cookies = sentBack(devices.issue(7, { secure: false }));
    const value = cookies.clubelf_device!;
    expect(devices.deviceOf({ 'XSRF-TOKEN': 'abc', ...cookies, andere: '1' }, 7)).not.toBeNull();
    expect(devices.deviceOf(cookies, 8)).toBeNull();
    expect(devices.deviceOf(cookies, undefined)).toBeNull();
    expect(devices.deviceOf({}, 7)).toBeNull();
    expect(devices.deviceOf(null, 7)).toBeNull();
    const other = createDeviceCookies(await signerWith('e'.repeat(48)));
    expect(other.deviceOf(cookies, 7)).toBeNull();
    const [version, , deviceId, signature] = value.split('.');
    const otherAccount = `${version}.8.${deviceId}.${signature}`;
    expect(devices.deviceOf({ clubelf_device: otherAccount }, 8)).toBeNull();
    // The last character of the signature spelled otherwise (same bytes in lenient base64).
    const respelled = value.replace(/.$/, (c) => String.fromCharCode(c.charCodeAt(0) ^ 1));
    expect(devices.deviceOf({ clubelf_device: respelled }, 7)).toBeNull();
    // A well-signed value of another shape (no device id) names no device.
    const app = await signerWith('d'.repeat(48));
    expect(devices.deviceOf({ clubelf_device: app.signCookie('v1.7') }, 7)).toBeNull();
  });
});
