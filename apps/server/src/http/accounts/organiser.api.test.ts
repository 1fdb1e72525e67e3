import { settingsSchema, type Settings } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';
import { ADMIN, ADMIN_ENV, createApiClient } from '../../test/api-test-client';

interface Refusal {
  error: {
    code: string;
    message: string;
    details: { problems: Array<{ field: string | null; message: string }> };
  };
}

let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;
let token: string;

beforeAll(async () => {
  server = await startTestServer({ env: ADMIN_ENV });
  client = await createApiClient(server);
  token = await client.login();
});
afterAll(() => server.close());

const readSettings = async () => settingsSchema.parse(await server.getJson('/api/settings'));
const putSettings = (body: unknown) => client.send('/api/settings', { method: 'PUT', body, token });

describe('PUT /api/settings', () => {
  it('stores the four flags and GET shows them on the very next request', async () => {
    const before = await readSettings();
    const flipped: Settings = {
      showAanmelding: !before.showAanmelding,
      showCompetitieOverzichten: !before.showCompetitieOverzichten,
      showTeamOverzichten: !before.showTeamOverzichten,
      showSpelersOverzichten: !before.showSpelersOverzichten,
    };
    const response = await putSettings(flipped);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(flipped);
    expect(await readSettings()).toEqual(flipped);

    const back = await putSettings(before);
    expect(back.status).toBe(200);
    expect(await readSettings()).toEqual(before);
  });

  it('writes who changed the flags into the audit log', async () => {
    const before = await readSettings();
    expect((await putSettings(before)).status).toBe(200);
    const response = await fetch(`${server.url}${organiserPaths.logboek(1, 1)}`, {
      headers: { 'x-api-key': server.apiKey, authorization: `Bearer ${token}` },
    });
    const { entries } = (await response.json()) as {
      entries: { action: string; userName: string; details: unknown }[];
    };
    expect(entries[0]).toMatchObject({ action: 'instellingen.wijzigen', details: before });
    expect(entries[0]?.userName).toBeTruthy();
  });

  it('refuses missing, wrong-typed and extra fields with a Dutch message per field, writing nothing', async () => {
    const before = await readSettings();
    const changed = { ...before, showAanmelding: !before.showAanmelding };
    const { showTeamOverzichten: _left, ...missingOne } = changed;
    const cases: [unknown, string][] = [
      [missingOne, 'showTeamOverzichten ontbreekt'],
      [
        { ...changed, showSpelersOverzichten: 'ja' },
        'showSpelersOverzichten moet true of false zijn',
      ],
      [
        { ...changed, showCompetitieOverzichten: 1 },
        'showCompetitieOverzichten moet true of false zijn',
      ],
      [{ ...changed, extra: true }, 'Onbekend veld: extra'],
      [
        { showAanmelding: null },
        'showAanmelding moet true of false zijn; showCompetitieOverzichten ontbreekt; showTeamOverzichten ontbreekt; showSpelersOverzichten ontbreekt',
      ],
      [[true, false, true, false], 'De inhoud moet een JSON-object zijn'],
    ];
    for (const [body, message] of cases) {
      const response = await putSettings(body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as Refusal;
      expect(error).toMatchObject({ code: 'bad_request', message });
      expect(error.details.problems.map((p) => p.message).join('; ')).toBe(message);
    }
    expect(await readSettings()).toEqual(before);
  });

  it('refuses a body that is not JSON with 400, writing nothing', async () => {
    const before = await readSettings();
    const response = await client.send('/api/settings', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(response.status).toBe(400);
    const broken = await fetch(`${server.url}/api/settings`, {
      method: 'PUT',
      headers: {
        'x-api-key': server.apiKey,
        cookie: `XSRF-TOKEN=${client.xsrf}`,
        'x-xsrf-token': client.xsrf,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: '{"showAanmelding": tru',
    });
    expect(broken.status).toBe(400);
    expect(await readSettings()).toEqual(before);
  });
});

describe('POST /api/accounts/password', () => {
  const change = (currentPassword: unknown, newPassword: unknown, withToken = token) =>
    client.send('/api/accounts/password', {
      body: { currentPassword, newPassword },
      token: withToken,
    });
  const readAudit = async (withToken: string) =>
    (await client.send(organiserPaths.logboek(1, 1), { method: 'GET', token: withToken })).status;

  it('refuses a wrong current password with 400 and keeps the old one', async () => {
    const response = await change('niet-het-huidige', 'een-nieuw-wachtwoord');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'bad_request',
        message: 'Het huidige wachtwoord is onjuist',
        details: {
          problems: [{ field: 'currentPassword', message: 'Het huidige wachtwoord is onjuist' }],
        },
      },
    });
    expect(await client.login()).toBeTruthy();
  });

  it('refuses a new password shorter than 10 characters and a missing field', async () => {
    const short = await change(ADMIN.password, 'kort');
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      'newPassword: Het nieuwe wachtwoord moet minstens 10 tekens hebben',
    );
    const missing = await client.send('/api/accounts/password', {
      body: { newPassword: 'x'.repeat(12) },
      token,
    });
    expect(missing.status).toBe(400);
  });

  it('names each bad field in Dutch', async () => {
    const cases: [unknown, unknown, string][] = [
      ['', 'x'.repeat(12), 'currentPassword: Vul je huidige wachtwoord in'],
      [
        'x'.repeat(201),
        'x'.repeat(12),
        'currentPassword: Het huidige wachtwoord mag hoogstens 200 tekens hebben',
      ],
      [
        ADMIN.password,
        'x'.repeat(201),
        'newPassword: Het nieuwe wachtwoord mag hoogstens 200 tekens hebben',
      ],
    ];
    for (const [currentPassword, newPassword, message] of cases) {
      const response = await change(currentPassword, newPassword);
      expect(response.status, message).toBe(400);
      const { error } = (await response.json()) as Refusal;
      expect(error).toMatchObject({ code: 'bad_request', message });
      // Each problem under its field, as the dashboard's password form shows it.
      const field = newPassword === 'x'.repeat(201) ? 'newPassword' : 'currentPassword';
      expect(error.details.problems).toEqual([{ field, message }]);
    }
    expect(await client.login()).toBeTruthy();
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const newPassword = 'een-gloednieuw-wachtwoord';
    const otherSession = await client.login();
    const response = await change(ADMIN.password, newPassword);
    expect(response.status).toBe(200);
    // The browser that made the change carries on with the token it got back.
    const { token: renewed } = (await response.json()) as { token: string };
    expect(await readAudit(renewed)).toBe(200);
    const oldLogin = await client.send('/api/accounts/login', {
      body: { userName: ADMIN.userName, password: ADMIN.password },
    });
    expect(oldLogin.status).toBe(401);
    const fresh = await client.login(ADMIN.userName, newPassword);
    expect(await readAudit(fresh)).toBe(200);
    // Every sign-in from before the change has ended, this one's and the other's.
    for (const old of [token, otherSession]) {
      expect(await readAudit(old)).toBe(401);
      expect((await change(newPassword, 'nog-een-ander-wachtwoord')).status).toBe(401);
    }
    token = fresh;
  });

  it('counts wrong current passwords like failed sign-ins: the sixth try is refused', async () => {
    const password = 'een-gloednieuw-wachtwoord';
    // The organiser's own browser signed in before, and has its device cookie.
    const signIn = await client.send('/api/accounts/login', {
      body: { userName: ADMIN.userName, password },
    });
    const device = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
    const stolen = ((await signIn.json()) as { token: string }).token;
    for (let i = 0; i < 5; i++) {
      expect((await change(`gok-${i}`, 'een-ander-wachtwoord', stolen)).status).toBe(400);
    }
    const refused = await change(password, 'een-ander-wachtwoord', stolen);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({
      error: { code: 'too_many_requests', message: expect.stringMatching(/^Te veel pogingen/) },
    });
    // One counter for the account: signing in elsewhere is refused as well...
    const login = await client.send('/api/accounts/login', {
      body: { userName: ADMIN.userName, password },
    });
    expect(login.status).toBe(429);
    // ... but not from the organiser's own browser.
    const own = await client.send('/api/accounts/password', {
      body: { currentPassword: password, newPassword: 'het-laatste-wachtwoord' },
      token: stolen,
      headers: { cookie: `XSRF-TOKEN=${client.xsrf}; ${device}` },
    });
    expect(own.status).toBe(200);
  });
});
