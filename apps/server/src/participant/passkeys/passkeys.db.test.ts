// Passkeys (issue 27, decision 027) on SQLite and PostgreSQL, with a real software
// authenticator (test/software-authenticator.ts): an ES256 key made here, its attestation and
// assertions really signed, so @simplewebauthn/server checks real signatures. A participant
// signs in by the organiser's link, adds a passkey, and signs in with it; the counter, an
// unknown or forged credential, another person's passkey and the privacy erasure are covered.
import {
  loginResponseSchema,
  mijnPaths,
  passkeyPaths,
  passkeySchema,
  passkeysResponseSchema,
  inloglinkResponseSchema,
} from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, createApiClient } from '../../test/api-test-client';
import {
  SoftwareAuthenticator,
  strangerKey,
  type CreationOptions,
  type RequestOptions,
} from '../../test/software-authenticator';
import { startTestServer, type TestServer } from '../../test/test-server';
import { PASSKEY_REFUSED } from '../../http/accounts/passkey-login-routes';
import { CHALLENGE_COOKIE, CHALLENGE_EXPIRED } from '../../http/accounts/webauthn';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

let server: TestServer;
let client: Awaited<ReturnType<typeof createApiClient>>;
let organiserToken: string;
let nextAddress = 1;

beforeAll(async () => {
  server = await startTestServer({ env: { ...ADMIN_ENV, TRUST_PROXY: 'true' } });
  client = await createApiClient(server);
  organiserToken = await client.login();
});
afterAll(() => server?.close());

interface Refusal {
  error: { code: string; message: string };
}

const freshAddress = () => `10.17.0.${nextAddress++}`;

/** A client of its own: an address and the challenge cookie the server last gave it. */
function browser(from = freshAddress()) {
  let challengeCookie: string | undefined;
  async function send(
    path: string,
    options: { method?: string; body?: unknown; token?: string; userAgent?: string } = {},
  ) {
    const cookies = [`${XSRF_COOKIE}=${client.xsrf}`];
    if (challengeCookie) cookies.push(`${CHALLENGE_COOKIE}=${challengeCookie}`);
    const response = await client.send(path, {
      method: options.method,
      body: options.body,
      token: options.token,
      headers: {
        'x-forwarded-for': from,
        cookie: cookies.join('; '),
        ...(options.userAgent ? { 'user-agent': options.userAgent } : {}),
      },
    });
    for (const set of response.headers.getSetCookie()) {
      const match = new RegExp(`^${CHALLENGE_COOKIE}=([^;]*)`).exec(set);
      if (match) challengeCookie = match[1] === '' ? undefined : match[1];
    }
    return response;
  }
  return { send, forgetChallenge: () => (challengeCookie = undefined) };
}

/** The demo's participants with a person, in id order; each test takes its own. */
async function participant(index: number) {
  const rows = await server.db
    .selectFrom('deelnemer')
    .select(['id', 'persoonId'])
    .where('persoonId', 'is not', null)
    .orderBy('id')
    .execute();
  const row = rows[index];
  if (!row?.persoonId) throw new Error('demo lacks participants');
  return { deelnemerId: row.id, persoonId: row.persoonId };
}

/** Signs in by the organiser's link, as a participant without e-mail would. */
async function signInByLink(deelnemerId: number): Promise<string> {
  const made = await client.send(mijnPaths.inloglink(deelnemerId), { token: organiserToken });
  expect(made.status).toBe(201);
  const { url } = inloglinkResponseSchema.parse(await made.json());
  const confirmed = await client.send(mijnPaths.bevestigen, {
    body: { token: new URL(url).searchParams.get('token') },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  expect(confirmed.status).toBe(200);
  return loginResponseSchema.parse(await confirmed.json()).token;
}

async function addPasskey(token: string, b = browser()) {
  const authenticator = new SoftwareAuthenticator(server.url);
  const opties = await b.send(passkeyPaths.registratieOpties, { token });
  expect(opties.status).toBe(200);
  const options = (await opties.json()) as CreationOptions & Record<string, unknown>;
  const added = await b.send(passkeyPaths.passkeys, {
    token,
    body: { credential: authenticator.create(options) },
    userAgent: ANDROID_CHROME,
  });
  expect(added.status).toBe(201);
  return { authenticator, passkey: passkeySchema.parse(await added.json()), options };
}

async function signInOptions(b: ReturnType<typeof browser>): Promise<RequestOptions> {
  const response = await b.send(passkeyPaths.inlogOpties);
  expect(response.status).toBe(200);
  return (await response.json()) as RequestOptions;
}

async function passkeyRows() {
  return server.db.selectFrom('passkey').selectAll().orderBy('id').execute();
}

async function accountRows() {
  return server.db.selectFrom('persoonAccount').selectAll().orderBy('persoonId').execute();
}

describe('passkeys', () => {
  it('adds a discoverable passkey, lists it by its device and signs in with it', async () => {
    const { deelnemerId, persoonId } = await participant(0);
    const token = await signInByLink(deelnemerId);
    const { authenticator, passkey, options } = await addPasskey(token);

    // Discoverable, on this host, user handle not the person's id.
    expect(options).toMatchObject({
      rp: { id: '127.0.0.1', name: 'Superelf' },
      authenticatorSelection: { residentKey: 'required' },
      attestation: 'none',
    });
    expect(Buffer.from(options.user.id, 'base64url')).toHaveLength(32);
    expect(passkey).toEqual({
      id: expect.any(Number),
      naam: 'Chrome op Android',
      aangemaakt: expect.any(String),
      laatstGebruikt: null,
    });
    const list = await client.send(passkeyPaths.passkeys, { method: 'GET', token });
    expect(passkeysResponseSchema.parse(await list.json()).passkeys).toEqual([passkey]);
    const [stored] = await passkeyRows();
    expect(stored).toMatchObject({ persoonId, credentialId: authenticator.id });
    expect(JSON.parse(stored!.transports)).toEqual(['internal', 'hybrid']);

    // A new browser signs in with it: no name asked, no allowCredentials.
    const b = browser();
    const requestOptions = await signInOptions(b);
    expect(requestOptions).not.toHaveProperty('allowCredentials');
    const signedIn = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(requestOptions) },
    });
    expect(signedIn.status).toBe(200);
    const answer = loginResponseSchema.parse(await signedIn.json());
    expect(answer.isAuthSuccessful).toBe(true);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const mijn = await client.send(mijnPaths.mijn, { method: 'GET', token: answer.token });
    expect(mijn.status).toBe(200);
    const [used] = await passkeyRows();
    expect(Number(used!.counter)).toBe(1);
    expect(used!.lastUsedAt).not.toBeNull();

    // The challenge served once: the same assertion again is refused.
    const again = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(requestOptions, { countUp: false }) },
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as Refusal).error.message).toBe(CHALLENGE_EXPIRED);
  });

  it('refuses a counter that did not go up (a cloned key), writing nothing', async () => {
    const { deelnemerId } = await participant(1);
    const token = await signInByLink(deelnemerId);
    const { authenticator } = await addPasskey(token);
    const b = browser();
    const first = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b)) },
    });
    expect(first.status).toBe(200);
    const before = { passkeys: await passkeyRows(), accounts: await accountRows() };
    const replayed = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b), { countUp: false }) },
    });
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as Refusal).error.message).toBe(PASSKEY_REFUSED);
    expect({ passkeys: await passkeyRows(), accounts: await accountRows() }).toEqual(before);
    // The next real use counts on from there.
    const next = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b)) },
    });
    expect(next.status).toBe(200);
  });

  it('refuses an unknown credential, a forged signature and a missing challenge, writing nothing', async () => {
    const { deelnemerId } = await participant(2);
    const token = await signInByLink(deelnemerId);
    const { authenticator } = await addPasskey(token);
    const before = { passkeys: await passkeyRows(), accounts: await accountRows() };
    const b = browser();

    const stranger = new SoftwareAuthenticator(server.url);
    const unknown = await b.send(passkeyPaths.inloggen, {
      body: { credential: stranger.get(await signInOptions(b)) },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Refusal).error.message).toBe(PASSKEY_REFUSED);

    const forged = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b), { signWith: strangerKey() }) },
    });
    expect(forged.status).toBe(400);

    // Signed for another site: the RP ID's hash does not match.
    const elsewhere = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b), { rpId: 'example.com' }) },
    });
    expect(elsewhere.status).toBe(400);

    // No options asked first: no challenge to have signed.
    b.forgetChallenge();
    const noChallenge = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get({ challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }) },
    });
    expect(noChallenge.status).toBe(400);
    expect(((await noChallenge.json()) as Refusal).error.message).toBe(CHALLENGE_EXPIRED);

    // Bad shapes are a Dutch 400 with the field, never a 500.
    const bad = await b.send(passkeyPaths.inloggen, { body: { credential: { id: 'x' } } });
    expect(bad.status).toBe(400);

    expect({ passkeys: await passkeyRows(), accounts: await accountRows() }).toEqual(before);
  });

  it("lets a person remove their own passkey but not another person's", async () => {
    const a = await participant(3);
    const bPerson = await participant(4);
    const tokenA = await signInByLink(a.deelnemerId);
    const tokenB = await signInByLink(bPerson.deelnemerId);
    const { passkey } = await addPasskey(tokenA);

    const byOther = await client.send(passkeyPaths.passkey(passkey.id), {
      method: 'DELETE',
      token: tokenB,
    });
    expect(byOther.status).toBe(404);
    const listB = await client.send(passkeyPaths.passkeys, { method: 'GET', token: tokenB });
    expect(passkeysResponseSchema.parse(await listB.json()).passkeys).toEqual([]);
    expect((await passkeyRows()).map((p) => p.id)).toContain(passkey.id);

    const byOrganiser = await client.send(passkeyPaths.passkey(passkey.id), {
      method: 'DELETE',
      token: organiserToken,
    });
    expect(byOrganiser.status).toBe(403);

    const byOwner = await client.send(passkeyPaths.passkey(passkey.id), {
      method: 'DELETE',
      token: tokenA,
    });
    expect(byOwner.status).toBe(204);
    expect((await passkeyRows()).map((p) => p.id)).not.toContain(passkey.id);
  });

  it('refuses a registration signed over another challenge or origin, keeping nothing', async () => {
    const { deelnemerId } = await participant(5);
    const token = await signInByLink(deelnemerId);
    const b = browser();
    const opties = await b.send(passkeyPaths.registratieOpties, { token });
    const options = (await opties.json()) as CreationOptions;
    const before = await passkeyRows();
    const elsewhere = new SoftwareAuthenticator('https://phishing.example');
    const refused = await b.send(passkeyPaths.passkeys, {
      token,
      body: { credential: elsewhere.create(options) },
    });
    expect(refused.status).toBe(400);
    // A challenge of one person's options does not serve another.
    const other = await participant(6);
    const otherToken = await signInByLink(other.deelnemerId);
    await b.send(passkeyPaths.registratieOpties, { token });
    const crossed = await b.send(passkeyPaths.passkeys, {
      token: otherToken,
      body: { credential: new SoftwareAuthenticator(server.url).create(options) },
    });
    expect(crossed.status).toBe(400);
    expect(((await crossed.json()) as Refusal).error.message).toBe(CHALLENGE_EXPIRED);
    expect(await passkeyRows()).toEqual(before);
  });

  it("goes with the person's erased contact data, after being in their export", async () => {
    const { deelnemerId, persoonId } = await participant(7);
    const token = await signInByLink(deelnemerId);
    const { authenticator } = await addPasskey(token);

    const exported = await client.send(`${organiserPaths.privacyExport}?persoonId=${persoonId}`, {
      method: 'GET',
      token: organiserToken,
    });
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const data = JSON.parse(text) as { passkeys: unknown[] };
    expect(data.passkeys).toEqual([
      {
        persoonId,
        naam: 'Chrome op Android',
        transports: ['internal', 'hybrid'],
        aangemaakt: expect.any(String),
        laatstGebruikt: null,
      },
    ]);
    const [stored] = (await passkeyRows()).filter((p) => p.persoonId === persoonId);
    expect(text).not.toContain(stored!.publicKey);
    expect(text).not.toContain(stored!.credentialId);

    const erased = await client.send(organiserPaths.privacyWissen, {
      body: { persoonId },
      token: organiserToken,
    });
    expect(erased.status).toBe(200);
    expect((await passkeyRows()).filter((p) => p.persoonId === persoonId)).toEqual([]);
    const b = browser();
    const after = await b.send(passkeyPaths.inloggen, {
      body: { credential: authenticator.get(await signInOptions(b)) },
    });
    expect(after.status).toBe(400);
  });

  it('throttles passkey sign-ins under their own keys: the organiser still signs in', async () => {
    const from = freshAddress();
    const b = browser(from);
    const stranger = new SoftwareAuthenticator(server.url);
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const response = await b.send(passkeyPaths.inloggen, {
        body: { credential: stranger.get(await signInOptions(b)) },
      });
      last = response.status;
      await response.arrayBuffer();
    }
    expect(last).toBe(429);
    const organiser = await client.send('/api/accounts/login', {
      body: { userName: ADMIN_ENV.ADMIN_USERNAME, password: ADMIN_ENV.ADMIN_PASSWORD },
      headers: { 'x-forwarded-for': from },
    });
    expect(organiser.status).toBe(200);
  });
});

describe('with PUBLIC_URL', () => {
  let site: TestServer;
  let siteClient: Awaited<ReturnType<typeof createApiClient>>;
  beforeAll(async () => {
    site = await startTestServer({
      env: { ...ADMIN_ENV, PUBLIC_URL: 'https://superelf.example.nl' },
    });
    siteClient = await createApiClient(site);
  });
  afterAll(() => site?.close());

  it('is the relying party on its host, whatever address the request came by', async () => {
    const organiser = await siteClient.login();
    const row = await site.db
      .selectFrom('deelnemer')
      .select('id')
      .where('persoonId', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const made = await siteClient.send(mijnPaths.inloglink(row.id), { token: organiser });
    const { url } = inloglinkResponseSchema.parse(await made.json());
    const confirmed = await siteClient.send(mijnPaths.bevestigen, {
      body: { token: new URL(url).searchParams.get('token') },
    });
    const { token } = loginResponseSchema.parse(await confirmed.json());

    const optionsFor = async () => {
      const opties = await siteClient.send(passkeyPaths.registratieOpties, { token });
      const cookie = opties.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .find((c) => c.startsWith(`${CHALLENGE_COOKIE}=`))!;
      return { options: (await opties.json()) as CreationOptions, cookie };
    };
    const addWith = async (origin: string) => {
      const { options, cookie } = await optionsFor();
      expect(options.rp.id).toBe('superelf.example.nl');
      return siteClient.send(passkeyPaths.passkeys, {
        token,
        body: { credential: new SoftwareAuthenticator(origin).create(options) },
        headers: { cookie: `${XSRF_COOKIE}=${siteClient.xsrf}; ${cookie}` },
      });
    };
    // Signed on the address the request came by: not the site's origin, refused.
    expect((await addWith(site.url)).status).toBe(400);
    expect((await addWith('https://superelf.example.nl')).status).toBe(201);
  });
});
