import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, ADMIN_ENV, createApiClient } from '../test/api-test-client';
import { startTestServer, type TestServer } from '../test/test-server';

const JWT_SECRET = 'test-jwt-secret-0123456789-abcdefghijklmnop';
const settings = {
  showAanmelding: true,
  showCompetitieOverzichten: true,
  showTeamOverzichten: true,
  showSpelersOverzichten: true,
};

let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;

beforeAll(async () => {
  server = await startTestServer({ env: { ...ADMIN_ENV, JWT_SECRET } });
  client = await createApiClient(server);
});
afterAll(() => server.close());

const errorCode = async (response: Response) =>
  ((await response.json()) as { error: { code: string } }).error.code;

describe('X-Api-Key on every /api request', () => {
  it('answers 401 without the key or with a wrong one, on reads and writes', async () => {
    for (const key of [undefined, '', 'wrong-key', `${server.apiKey}x`]) {
      const headers: Record<string, string> = key === undefined ? {} : { 'x-api-key': key };
      const read = await fetch(`${server.url}/api/settings`, { headers });
      expect(read.status).toBe(401);
      expect(await errorCode(read)).toBe('unauthorized');
      const write = await client.send('/api/accounts/login', {
        body: { userName: ADMIN.userName, password: ADMIN.password },
        headers: { 'x-api-key': key },
      });
      expect(write.status).toBe(401);
      expect(await write.text()).not.toContain('token');
    }
  });

  it('lets a request with the key through', async () => {
    expect((await server.get('/api/settings')).status).toBe(200);
  });
});

describe('XSRF on every non-GET /api request', () => {
  it('sets a readable, SameSite=Strict XSRF-TOKEN cookie with the page', async () => {
    const response = await server.get('/');
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('keeps API answers free of cookies, so shared caches may keep them', async () => {
    const response = await server.get('/api/settings');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(response.headers.get('cache-control')).toMatch(/^public/);
  });

  it('does not hand out a new cookie to a request that has one', async () => {
    const response = await server.get('/api/settings', { cookie: `XSRF-TOKEN=${client.xsrf}` });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('answers 403 without the header, with a mismatch, or without the cookie', async () => {
    const body = { userName: ADMIN.userName, password: ADMIN.password };
    const other = 'A'.repeat(43);
    for (const headers of [
      { 'x-xsrf-token': undefined },
      { 'x-xsrf-token': other },
      { 'x-xsrf-token': '' },
      { cookie: undefined },
      { cookie: `XSRF-TOKEN=${other}` },
      { cookie: undefined, 'x-xsrf-token': undefined },
    ]) {
      const login = await client.send('/api/accounts/login', { body, headers });
      expect(login.status).toBe(403);
      expect(await errorCode(login)).toBe('forbidden');
    }
    const token = await client.login();
    const put = await client.send('/api/settings', {
      method: 'PUT',
      body: settings,
      token,
      headers: { 'x-xsrf-token': other },
    });
    expect(put.status).toBe(403);
  });

  it('lets a write through when header and cookie agree', async () => {
    expect(
      (
        await client.send('/api/accounts/login', {
          body: { userName: ADMIN.userName, password: ADMIN.password },
        })
      ).status,
    ).toBe(200);
  });
});

describe('bearer token on every organiser endpoint', () => {
  const organiserCalls = [
    { path: '/api/settings', method: 'PUT', body: settings },
    {
      path: '/api/accounts/password',
      method: 'POST',
      body: { currentPassword: ADMIN.password, newPassword: 'een-heel-nieuw-wachtwoord' },
    },
  ];
  const key = new TextEncoder().encode(JWT_SECRET);

  async function expect401(token: string | undefined, header?: string) {
    for (const call of organiserCalls) {
      const response = await client.send(call.path, {
        method: call.method,
        body: call.body,
        token,
        headers: header === undefined ? {} : { authorization: header },
      });
      expect(response.status, `${call.method} ${call.path}`).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await errorCode(response)).toBe('unauthorized');
    }
  }

  it('answers 401 without a token', async () => {
    await expect401(undefined);
    await expect401(undefined, 'Basic b3JnYW5pc2F0b3I6eA==');
    await expect401(undefined, 'Bearer');
  });

  it('answers 401 for an expired token signed with the configured secret', async () => {
    const sub = decodeJwt(await client.login()).sub!;
    const expired = await new SignJWT({ name: ADMIN.displayName })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    await expect401(expired);
  });

  it('answers 401 for a tampered token', async () => {
    const token = await client.login();
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const changed = Buffer.from(JSON.stringify({ ...claims, name: 'Indringer' })).toString(
      'base64url',
    );
    await expect401(`${header}.${changed}.${signature}`);
    // One flipped character in the signature.
    const flipped = signature!.startsWith('A')
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    await expect401(`${header}.${payload}.${flipped}`);
  });

  it('answers 401 for an alg: none token', async () => {
    const sub = decodeJwt(await client.login()).sub!;
    const unsigned = new UnsecuredJWT({ name: ADMIN.displayName })
      .setSubject(sub)
      .setExpirationTime('1h')
      .encode();
    await expect401(unsigned);
  });

  it('answers 401 for a token signed with another secret or of an account that does not exist', async () => {
    const sub = decodeJwt(await client.login()).sub!;
    const otherSecret = await new SignJWT({ name: ADMIN.displayName })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('een-ander-geheim-van-minstens-32-tekens-lang'));
    await expect401(otherSecret);
    const noAccount = await new SignJWT({ name: 'Niemand' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('999')
      .setExpirationTime('1h')
      .sign(key);
    await expect401(noAccount);
  });

  it('lets a valid token through', async () => {
    const token = await client.login();
    const response = await client.send('/api/settings', { method: 'PUT', body: settings, token });
    expect(response.status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP, frame-ancestors none, nosniff and a strict referrer policy', async () => {
    for (const response of [await server.get('/api/settings'), await fetch(`${server.url}/`)]) {
      const csp = response.headers.get('content-security-policy') ?? '';
      const directives = new Map(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values] as const;
        }),
      );
      expect(directives.get('script-src')).toEqual(["'self'"]);
      expect(directives.get('default-src')).toEqual(["'self'"]);
      expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
