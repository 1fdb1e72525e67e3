// Every route the server registers, walked from its own route table (so a new endpoint is
// covered without touching this test): no key, a wrong key and every other spelling of the path
// get no data, no token and no write; every write needs the XSRF pair; every route that is not
// public needs a valid, unexpired, unrevoked bearer token (an account removed, or its password
// changed since). Refusals leave every table unchanged.
//
// Every route meets every kind of attack (missing key, other spelling, missing XSRF pair, bad
// token), but not every variant of each kind: each check is decided in one place for all routes
// (api-key, canonical-path, xsrf, organiser-auth), so the variants take turns over the routes
// (kind number i on route i, i + 1, ...), and each variant still meets many routes of each
// method. A check that one route skips, or that looks at only part of the path, is still seen.
import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { SignJWT, UnsecuredJWT } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aanmeldingPaths, apiPaths } from '@clubelf/contract/paths';
import {
  berichtenPaths,
  loginResponseSchema,
  mijnPaths,
  passkeyPaths,
  pushPaths,
} from '@clubelf/contract';
import { ADMIN, ADMIN_ENV, createApiClient } from './api-test-client';
import { saveAccount, type AccountTable } from '../http/accounts/account-repository';
import { hashPassword } from '../http/accounts/password-hash';
import type { Db } from '../db/database';
import { registerPasskey } from './software-authenticator';
import { startTestServer, type TestServer } from './test-server';
import { API_KEY_EXEMPT_ROUTES, KEYLESS_POST_ROUTES } from '../http/api-key-exempt';
import type { RouteEntry } from '../http/route-table';

const JWT_SECRET = 'route-security-jwt-secret-0123456789-abcdef';
/** Routes anyone with the API key may call; every other API route needs the organiser. */
const PUBLIC_WRITES = new Set([
  `POST ${apiPaths.login}`,
  // Enrolment online (issue 15): anyone may enrol and check a selection.
  `POST ${aanmeldingPaths.aanmeldingen}`,
  `POST ${aanmeldingPaths.check}`,
  // A participant's sign-in by link (issue 27).
  `POST ${mijnPaths.inloggen}`,
  `POST ${mijnPaths.bevestigen}`,
  // Signing in with a passkey (issue 27): its options and the signed challenge.
  `POST ${passkeyPaths.inlogOpties}`,
  `POST ${passkeyPaths.inloggen}`,
  // The one-click unsubscribe (issue 28): a mail client's POST, the token in the URL decides.
  `POST ${berichtenPaths.afmelden}`,
]);
/** Open to anyone under /api/mijn: the sign-in; every other route there is a participant's. */
const PUBLIC_MIJN = new Set([
  `GET ${mijnPaths.inlogopties}`,
  `POST ${mijnPaths.inloggen}`,
  `POST ${mijnPaths.bevestigen}`,
  `POST ${passkeyPaths.inlogOpties}`,
  `POST ${passkeyPaths.inloggen}`,
]);
/** Participant writes that need a body the walk does not send: a 400, nothing written. */
const PARTICIPANT_BODY_NEEDED = new Set([
  `POST ${passkeyPaths.passkeys}`,
  // An enrolment sent signed in (issue 27, item 4): the public form's 400 without its fields.
  `POST ${mijnPaths.aanmeldingen}`,
  // The choice of messages (issue 28): a 400 without the choices.
  `PUT ${berichtenPaths.mijn}`,
  // A browser's push subscription and its removal (issue 28, item 3): a 400 without the endpoint.
  `POST ${pushPaths.mijn}`,
  `DELETE ${pushPaths.mijn}`,
]);
/**
 * Writes on a named team (issue 27, transfers): A's token on B's team is refused before the body
 * is read (403); B's own call, without its body or version, is a 400 that writes nothing.
 */
const PARTICIPANT_TEAM_WRITES = new Set([
  'POST /api/mijn/teams/:deelnemerId/transfers',
  'POST /api/mijn/teams/:deelnemerId/transfers/check',
  'DELETE /api/mijn/teams/:deelnemerId/transfers/:transferId',
]);
/**
 * Participant routes naming an own thing that is not a team, with B's: A's token finds nothing
 * (404, as for an id that never was). B's own call is not made: it would write (remove it).
 */
const PARTICIPANT_OWN_IDS = new Map<string, () => number>([
  ['DELETE /api/mijn/passkeys/:id', () => passkeyOfB],
]);
const isParticipantRoute = (route: RouteEntry) =>
  (route.url === mijnPaths.mijn || route.url.startsWith(`${mijnPaths.mijn}/`)) &&
  !PUBLIC_MIJN.has(`${route.method} ${route.url}`);
const isOrganiserRoute = (route: RouteEntry) =>
  !isParticipantRoute(route) &&
  (route.url.startsWith('/api/organiser') ||
    (route.method !== 'GET' && !PUBLIC_WRITES.has(`${route.method} ${route.url}`)));
/** Routes that need some sign-in: an organiser's or a participant's. */
const isSignedInRoute = (route: RouteEntry) => isOrganiserRoute(route) || isParticipantRoute(route);

/** Other spellings of an /api path that a lenient router could send to the same route. */
const SPELLINGS: Array<[string, (path: string) => string]> = [
  ['%61pi', (p) => p.replace(/^\/api/, '/%61pi')],
  ['%61%70%69', (p) => p.replace(/^\/api/, '/%61%70%69')],
  ['API', (p) => p.replace(/^\/api/, '/API')],
  ['Api', (p) => p.replace(/^\/api/, '/Api')],
  ['//api', (p) => `/${p}`],
  ['api//', (p) => p.replace(/^\/api\//, '/api//')],
  [
    'escaped last letter',
    (p) => p.replace(/[a-z](?=[^a-z]*$)/, (c) => `%${c.charCodeAt(0).toString(16)}`),
  ],
  ['dot segment', (p) => p.replace(/^\/api\//, '/api/./')],
];

let server: TestServer;
let routes: RouteEntry[];
let xsrf: string;
let adminToken: string;
let revokedToken: string;
let passwordChangedToken: string;
/** Two participants (issue 27), each signed in by the organiser's link, and a team of each. */
let participantA: { token: string; deelnemerId: number };
let participantB: { token: string; deelnemerId: number };
/** A passkey of B's (issue 27): A's token cannot remove it. */
let passkeyOfB: number;
let cases = 0;

/** A path the route answers, its params filled in. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

/** sha256 of every row of every table: equal = nothing written. */
async function allTablesFingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  const tables = (await db.introspection.getTables()).map((t) => t.name).sort();
  expect(tables.length).toBeGreaterThan(15);
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

interface Attempt {
  method: string;
  path: string;
  key?: string | null;
  xsrf?: { cookie?: string; header?: string } | null;
  token?: string;
}

async function attempt({ method, path, key, xsrf: pair, token }: Attempt): Promise<Response> {
  cases += 1;
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-api-key'] = key ?? server.apiKey;
  const { cookie, header } = pair === null ? {} : (pair ?? { cookie: xsrf, header: xsrf });
  if (cookie) headers.cookie = `XSRF-TOKEN=${cookie}`;
  if (header) headers['x-xsrf-token'] = header;
  if (token) headers.authorization = `Bearer ${token}`;
  const isLogin = path.endsWith('/login');
  const body =
    method === 'GET' || method === 'DELETE'
      ? undefined
      : JSON.stringify(isLogin ? { userName: ADMIN.userName, password: ADMIN.password } : {});
  if (body) headers['content-type'] = 'application/json';
  return send(method, path, headers, body);
}

/** Over node:http, which sends the path as written (fetch would tidy "/./" and escapes away). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}/`, { method, path, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          for (const one of [value ?? []].flat()) responseHeaders.append(name, one);
        }
        resolve(
          new Response(Buffer.concat(chunks), {
            status: incoming.statusCode ?? 0,
            headers: responseHeaders,
          }),
        );
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A refusal: the status wanted, the error envelope, no token, no cookie. */
async function expectRefused(response: Response, statuses: number[], label: string) {
  const text = await response.text();
  expect(statuses, `${label}: ${response.status} ${text.slice(0, 120)}`).toContain(response.status);
  expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
  expect(JSON.parse(text), label).toHaveProperty('error.code');
  expect(text, label).not.toMatch(/"token"/);
  expect(response.headers.getSetCookie(), label).toEqual([]);
  // Refusals carry the security headers like every other answer.
  expect(response.headers.get('content-security-policy'), label).toBeTruthy();
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
}

beforeAll(async () => {
  server = await startTestServer({ env: { ...ADMIN_ENV, JWT_SECRET } });
  routes = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api'));
  const client = await createApiClient(server);
  xsrf = client.xsrf;
  adminToken = await client.login();
  // A second organiser signs in; then the account is removed: its token is revoked.
  const accounts = server.db.withTables<{ account: AccountTable }>();
  await saveAccount(accounts, {
    userName: 'tijdelijk',
    displayName: 'Tijdelijk',
    passwordHash: await hashPassword('tijdelijk-wachtwoord-1'),
  });
  revokedToken = await client.login('tijdelijk', 'tijdelijk-wachtwoord-1');
  const before = await client.send('/api/organiser/logboek', {
    method: 'GET',
    token: revokedToken,
  });
  expect(before.status).toBe(200);
  await accounts.deleteFrom('account').where('userName', '=', 'tijdelijk').execute();
  // A third signs in, then changes the password: the token from before the change is revoked.
  await saveAccount(accounts, {
    userName: 'wisselaar',
    displayName: 'Wisselaar',
    passwordHash: await hashPassword('wisselaar-wachtwoord-1'),
  });
  passwordChangedToken = await client.login('wisselaar', 'wisselaar-wachtwoord-1');
  const changed = await client.send(apiPaths.changePassword, {
    body: { currentPassword: 'wisselaar-wachtwoord-1', newPassword: 'wisselaar-wachtwoord-2' },
    token: passwordChangedToken,
  });
  expect(changed.status).toBe(200);
  // Two participants of different persons sign in by the organiser's link.
  const twoPersons = await server.db
    .selectFrom('deelnemer')
    .select(['id', 'persoonId'])
    .where('persoonId', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  const signIn = async (deelnemerId: number) => {
    const made = await client.send(mijnPaths.inloglink(deelnemerId), { token: adminToken });
    expect(made.status).toBe(201);
    const { url } = (await made.json()) as { url: string };
    const confirmed = await client.send(mijnPaths.bevestigen, {
      body: { token: new URL(url).searchParams.get('token') },
    });
    expect(confirmed.status).toBe(200);
    return { token: loginResponseSchema.parse(await confirmed.json()).token, deelnemerId };
  };
  participantA = await signIn(twoPersons[0]!.id);
  participantB = await signIn(twoPersons[1]!.id);
  passkeyOfB = (
    await registerPasskey(client.send, server.url, participantB.token, `XSRF-TOKEN=${xsrf}`)
  ).id;
});
afterAll(() => server.close());

describe('every route of the route table', () => {
  it('holds the whole API', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain(`GET ${apiPaths.settings}`);
    expect(keys).toContain(`POST ${apiPaths.login}`);
    expect(keys).toContain(`POST ${apiPaths.changePassword}`);
    expect(routes.filter(isOrganiserRoute).length).toBeGreaterThan(30);
    expect(routes.length).toBeGreaterThan(60);
  });

  it('refuses every spelling without the key, the XSRF pair and the sign-in, writing nothing', async () => {
    const before = await allTablesFingerprint(server.db);
    const now = Math.floor(Date.now() / 1000);
    const secret = new TextEncoder().encode(JWT_SECRET);
    const expired = await new SignJWT({ name: ADMIN.displayName, ver: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secret);
    const forged = await new SignJWT({ name: ADMIN.displayName, ver: 1 })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-bytes!!'));
    const unsigned = new UnsecuredJWT({ name: ADMIN.displayName, ver: 1 })
      .setSubject('1')
      .setExpirationTime(now + 3600)
      .encode();
    const otherXsrf = 'A'.repeat(43);

    const tried = new Set<string>();
    /** The variants of one kind that route number `index` meets: `count` of them, in turn. */
    function inTurn<T>(kind: string, variants: T[], index: number, count = 1): T[] {
      return Array.from({ length: Math.min(count, variants.length) }, (_, n) => {
        const at = (index * count + n) % variants.length;
        tried.add(`${kind} ${at}`);
        return variants[at]!;
      });
    }
    const expectedTries = (kind: string, variants: unknown[]) =>
      variants.map((_, at) => `${kind} ${at}`);

    const keys = [null, '', 'wrong-key', `${server.apiKey}x`];
    const pairs = [
      { label: 'no XSRF pair', pair: null },
      { label: 'no XSRF header', pair: { cookie: xsrf } },
      { label: 'no XSRF cookie', pair: { header: xsrf } },
      { label: 'mismatched XSRF pair', pair: { cookie: xsrf, header: otherXsrf } },
    ];
    const badTokens = Object.entries({
      'no token': undefined,
      'expired token': expired,
      'forged token': forged,
      'unsigned token': unsigned,
      'revoked token': revokedToken,
      'token revoked by a password change': passwordChangedToken,
      'malformed token': 'a.b.c',
    });
    // Counted per kind, so that the writes and the organiser routes each see every variant.
    let keyed = 0;
    let writes = 0;
    let organiserRoutes = 0;

    for (const [index, route] of routes.entries()) {
      const { method } = route;
      const path = concrete(route.url);
      const label = `${method} ${path}`;
      const token = isOrganiserRoute(route)
        ? adminToken
        : isParticipantRoute(route)
          ? participantA.token
          : undefined;
      // The pictures to share answer without the key (api-key-exempt.ts, decision 015); every
      // other spelling of their paths still needs it (below).
      const keyless = method === 'POST' && KEYLESS_POST_ROUTES.includes(route.url);
      const keyExempt = (method === 'GET' && API_KEY_EXEMPT_ROUTES.includes(route.url)) || keyless;

      for (const key of keyExempt ? [] : inTurn('key', keys, keyed++)) {
        await expectRefused(
          await attempt({ method, path, key, token }),
          [401],
          `${label} ${key === null ? 'no key' : `key ${key}`}`,
        );
      }
      for (const [name, spell] of inTurn('spelling', SPELLINGS, index, 2)) {
        const spelled = spell(path);
        expect(spelled, name).not.toBe(path);
        await expectRefused(
          await attempt({ method, path: spelled, key: null, xsrf: null, token }),
          [401, 403, 404],
          `${label} as ${name}, nothing else`,
        );
        // With every credential the other spelling is still not the route (decision 007).
        await expectRefused(
          await attempt({ method, path: spelled, token }),
          [404],
          `${label} as ${name}, with key, XSRF and token`,
        );
      }
      if (method !== 'GET' && !keyless) {
        for (const { label: what, pair } of inTurn('xsrf', pairs, writes++)) {
          await expectRefused(
            await attempt({ method, path, xsrf: pair, token }),
            [403],
            `${label} ${what}`,
          );
        }
      }
      if (isSignedInRoute(route)) {
        for (const [what, badToken] of inTurn('token', badTokens, organiserRoutes++, 2)) {
          // On a participant's route a well-signed organiser token (revoked or not) is refused
          // for its role (403) before it is looked up.
          await expectRefused(
            await attempt({ method, path, token: badToken }),
            isParticipantRoute(route) ? [401, 403] : [401],
            `${label} ${what}`,
          );
        }
      }
    }
    // Every variant of every kind met at least one route.
    expect([...tried].sort()).toEqual(
      [
        ...expectedTries('key', keys),
        ...expectedTries('spelling', SPELLINGS),
        ...expectedTries('xsrf', pairs),
        ...expectedTries('token', badTokens),
      ].sort(),
    );
    expect(await allTablesFingerprint(server.db), 'nothing written').toBe(before);
    console.log(`route security: ${routes.length} routes, ${cases} refused requests`);
  });

  it("refuses a participant's token on every organiser route and A's on every route of B, writing nothing", async () => {
    const before = await allTablesFingerprint(server.db);
    const participantRoutes = routes.filter(isParticipantRoute);
    expect(participantRoutes.map((r) => `${r.method} ${r.url}`)).toContain(`GET ${mijnPaths.mijn}`);
    let tried = 0;
    for (const route of routes.filter(isOrganiserRoute)) {
      const label = `${route.method} ${route.url} with a participant's token`;
      const response = await attempt({
        method: route.method,
        path: concrete(route.url),
        token: participantA.token,
      });
      await expectRefused(response, [403], label);
      tried += 1;
    }
    for (const route of participantRoutes) {
      const key = `${route.method} ${route.url}`;
      const ownId = PARTICIPANT_OWN_IDS.get(key);
      // B's own team in every place a route names one: A's token gets nothing of B.
      const ofB = route.url.replace(
        /:[A-Za-z]+/g,
        String(ownId ? ownId() : participantB.deelnemerId),
      );
      if (ownId) {
        const response = await attempt({
          method: route.method,
          path: ofB,
          token: participantA.token,
        });
        await expectRefused(response, [404], `${route.method} ${ofB}: A's token on B's`);
      } else if (PARTICIPANT_BODY_NEEDED.has(key)) {
        const response = await attempt({
          method: route.method,
          path: ofB,
          token: participantA.token,
        });
        await expectRefused(response, [400], `${key} without its body`);
      } else if (ofB !== route.url) {
        const response = await attempt({
          method: route.method,
          path: ofB,
          token: participantA.token,
        });
        await expectRefused(response, [403], `${route.method} ${ofB}: A's token on B's route`);
        const own = await attempt({ method: route.method, path: ofB, token: participantB.token });
        expect(own.status, `${route.method} ${ofB}: B's own token`).toBe(
          PARTICIPANT_TEAM_WRITES.has(key) ? 400 : 200,
        );
      } else {
        // A route naming no team answers for the signed-in person only: A's answer holds no B.
        const response = await attempt({
          method: route.method,
          path: ofB,
          token: participantA.token,
        });
        expect(response.status).toBe(200);
        expect(await response.text()).not.toContain(`"deelnemerId":${participantB.deelnemerId},`);
      }
      // An organiser is not a participant.
      const asOrganiser = await attempt({ method: route.method, path: ofB, token: adminToken });
      await expectRefused(asOrganiser, [403], `${route.method} ${ofB} with the organiser's token`);
      tried += 1;
    }
    expect(await allTablesFingerprint(server.db), 'nothing written').toBe(before);
    console.log(`route security: ${tried} routes tried with the wrong role`);
  });
});
