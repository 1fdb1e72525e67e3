import { loginFailureSchema, loginResponseSchema } from '@clubelf/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMIN, ADMIN_ENV, createApiClient } from '../../test/api-test-client';

describe('POST /api/accounts/login', () => {
  let server: TestServer;
  let client: Awaited<ReturnType<typeof createApiClient>>;

  beforeAll(async () => {
    server = await startTestServer({
      empty: true,
      env: { ...ADMIN_ENV, DEMO: 'false', TOKEN_LIFETIME: '2h' },
    });
    client = await createApiClient(server);
  });
  afterAll(() => server.close());

  const login = (body: unknown) => client.send('/api/accounts/login', { body });

  it('answers the right credentials with a signed HS256 token carrying name, sub and exp', async () => {
    const response = await login({ userName: ADMIN.userName, password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = loginResponseSchema.parse(await response.json());
    expect(body.isAuthSuccessful).toBe(true);
    expect(decodeProtectedHeader(body.token).alg).toBe('HS256');
    const claims = decodeJwt(body.token);
    expect(claims.name).toBe(ADMIN.displayName);
    expect(claims.sub).toMatch(/^[1-9][0-9]*$/);
    // TOKEN_LIFETIME=2h from the environment.
    expect(claims.exp! - claims.iat!).toBe(2 * 3600);
    expect(claims.ver).toBe(1);
    // The device cookie (decision 008): for the sign-in endpoints only, out of the page's reach.
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^clubelf_device=v1\.[1-9][0-9]*\.[\w-]{22}\.[\w+/]{43}; Path=\/api\/accounts; Max-Age=15552000; HttpOnly; SameSite=Strict$/,
      ),
    ]);
  });

  it('ignores case and surrounding spaces in the user name', async () => {
    const response = await login({ userName: '  Organisator ', password: ADMIN.password });
    expect(response.status).toBe(200);
  });

  it('gives an unknown user exactly the answer of a wrong password', async () => {
    const wrongPassword = await login({
      userName: ADMIN.userName,
      password: 'niet-het-wachtwoord',
    });
    const unknownUser = await login({ userName: 'niemand', password: 'niet-het-wachtwoord' });
    expect(wrongPassword.status).toBe(401);
    expect(unknownUser.status).toBe(401);
    const [a, b] = [await wrongPassword.text(), await unknownUser.text()];
    expect(a).toBe(b);
    expect(loginFailureSchema.parse(JSON.parse(a))).toEqual({
      isAuthSuccessful: false,
      errorMessage: 'Inloggegevens zijn onjuist',
    });
    const headerNames = (r: Response) => [...r.headers.keys()].filter((h) => h !== 'date').sort();
    expect(headerNames(wrongPassword)).toEqual(headerNames(unknownUser));
  });

  it('answers a body without the fields with 400', async () => {
    for (const body of [
      {},
      { userName: ADMIN.userName },
      { userName: '', password: 'x' },
      { userName: 1, password: 2 },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'bad_request',
      );
    }
  });

  it('names each bad field in Dutch, apart from the two messages the spec gives in English', async () => {
    const cases: [unknown, string, string[]][] = [
      [
        { userName: 'x'.repeat(101), password: 'x' },
        'userName: De gebruikersnaam mag hoogstens 100 tekens hebben',
        ['userName'],
      ],
      [
        { userName: ADMIN.userName, password: 'x'.repeat(201) },
        'password: Het wachtwoord mag hoogstens 200 tekens hebben',
        ['password'],
      ],
      [
        { userName: ' ', password: '' },
        'userName: Username is required; password: Password is required',
        ['userName', 'password'],
      ],
      [{ userName: 1, password: 'x' }, 'userName moet een tekst zijn', ['userName']],
      [{ password: 'x' }, 'userName ontbreekt', ['userName']],
    ];
    for (const [body, message, fields] of cases) {
      const response = await login(body);
      expect(response.status, message).toBe(400);
      expect(await response.json()).toEqual({
        error: {
          code: 'bad_request',
          message,
          details: {
            // Each problem with its field; the message joins them.
            problems: fields.map((field, i) => ({ field, message: message.split('; ')[i] })),
          },
        },
      });
    }
  });

  it('never writes the password to the database in clear', async () => {
    // The server's own connection: the database is a SQLite file or a PostgreSQL database.
    const rows = await server.db
      .withTables<{ account: { passwordHash: string } }>()
      .selectFrom('account')
      .select('passwordHash')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(rows[0]!.passwordHash).not.toContain(ADMIN.password);
  });
});

describe('login throttle over HTTP', () => {
  let server: TestServer;
  let client: Awaited<ReturnType<typeof createApiClient>>;

  beforeAll(async () => {
    server = await startTestServer({ empty: true, env: { ...ADMIN_ENV, DEMO: 'false' } });
    client = await createApiClient(server);
  });
  afterAll(() => server.close());

  const login = (userName: string, password: string) =>
    client.send('/api/accounts/login', { body: { userName, password } });

  it('refuses a user name with 429 and Retry-After after five failures, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.userName, `gok-${i}`)).status).toBe(401);
    const refused = await login(ADMIN.userName, 'nog-een-gok');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(await refused.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: expect.stringMatching(/^Te veel inlogpogingen/),
      },
    });
    // The right password does not get through either: the guesser learns nothing.
    expect((await login(ADMIN.userName, ADMIN.password)).status).toBe(429);
    expect((await login(' ORGANISATOR', ADMIN.password)).status).toBe(429);
  });

  it('refuses an address that sprays many user names', async () => {
    // Five counted attempts from this address so far (refused ones do not count); the limit is 20.
    for (let i = 0; i < 15; i++) expect((await login(`naam-${i}`, 'gok')).status).toBe(401);
    const refused = await login('weer-een-andere-naam', 'gok');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('an account under attack (decision 008)', () => {
  let server: TestServer;
  let client: Awaited<ReturnType<typeof createApiClient>>;

  beforeAll(async () => {
    server = await startTestServer({ empty: true, env: { ...ADMIN_ENV, DEMO: 'false' } });
    client = await createApiClient(server);
  });
  afterAll(() => server.close());

  /** A sign-in, with the browser's device cookie when it has one. */
  const login = (userName: string, password: string, device?: string) =>
    client.send('/api/accounts/login', {
      body: { userName, password },
      headers: device ? { cookie: `XSRF-TOKEN=${client.xsrf}; ${device}` } : {},
    });
  const deviceCookieOf = (response: Response) =>
    response.headers.getSetCookie()[0]?.split(';')[0] ?? '';

  const loginAttemptRows = () =>
    server.db.selectFrom('loginAttempt').selectAll().orderBy('key').execute();

  it("keeps the organiser's browser signing in while the name and the address are locked", async () => {
    const first = await login(ADMIN.userName, ADMIN.password);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toMatch(/^clubelf_device=/);

    // Someone else guesses the organiser's password until the name is locked...
    for (let i = 0; i < 5; i++) expect((await login(ADMIN.userName, `gok-${i}`)).status).toBe(401);
    expect((await login(ADMIN.userName, ADMIN.password)).status).toBe(429);
    // ... and sprays names from the same address until the address is locked too.
    for (let i = 0; i < 15; i++) expect((await login(`naam-${i}`, 'gok')).status).toBe(401);
    expect((await login('nog-een-naam', 'gok')).status).toBe(429);

    // The browser that signed in before still gets in, and keeps its device.
    const again = await login(ADMIN.userName, ADMIN.password, device);
    expect(again.status).toBe(200);
    expect(deviceCookieOf(again).split('.').slice(0, 3)).toEqual(device.split('.').slice(0, 3));
    // A forged or altered cookie is an unknown device: locked out like any other.
    const [version, accountId, deviceId, signature] = device.split('.');
    const otherDevice = `${deviceId![0] === 'A' ? 'B' : 'A'}${deviceId!.slice(1)}`;
    const otherAccount = String(Number(accountId) + 1);
    for (const forged of [
      [version, accountId, otherDevice, signature].join('.'),
      [version, otherAccount, deviceId, signature].join('.'),
    ]) {
      expect((await login(ADMIN.userName, ADMIN.password, forged)).status).toBe(429);
    }
    // A wrong password from the known device is counted for that device alone.
    for (let i = 0; i < 5; i++)
      expect((await login(ADMIN.userName, `typfout-${i}`, device)).status).toBe(401);
    expect((await login(ADMIN.userName, ADMIN.password, device)).status).toBe(429);
  });

  it('writes nothing for a refused attempt: a flood of new names adds no rows', async () => {
    // The address is locked by the test before.
    const before = await loginAttemptRows();
    expect(before.length).toBeGreaterThan(0);
    for (let i = 0; i < 60; i++)
      expect((await login(`vloed-${i}-${'x'.repeat(60)}`, 'gok')).status).toBe(429);
    expect(await loginAttemptRows()).toEqual(before);
  });
});

describe('login throttle behind a reverse proxy (TRUST_PROXY)', () => {
  let server: TestServer;
  let client: Awaited<ReturnType<typeof createApiClient>>;

  beforeAll(async () => {
    server = await startTestServer({
      empty: true,
      env: { ...ADMIN_ENV, DEMO: 'false', TRUST_PROXY: '127.0.0.1' },
    });
    client = await createApiClient(server);
  });
  afterAll(() => server.close());

  const loginFrom = (address: string, userName: string) =>
    client.send('/api/accounts/login', {
      body: { userName, password: 'gok' },
      headers: { 'x-forwarded-for': address },
    });

  it("counts per visitor's address, so one guesser does not lock out everyone behind the proxy", async () => {
    for (let i = 0; i < 20; i++)
      expect((await loginFrom('203.0.113.7', `naam-${i}`)).status).toBe(401);
    expect((await loginFrom('203.0.113.7', 'nog-een-naam')).status).toBe(429);
    expect((await loginFrom('198.51.100.23', 'nog-een-naam')).status).toBe(401);
  });
});
