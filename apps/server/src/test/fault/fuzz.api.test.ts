// A fuzz over every endpoint, walked from the server's own route table (a new route is fuzzed
// without touching this file), with every credential (API key, XSRF pair, organiser token):
// bad types in every JSON field, huge and odd strings, deep nesting, wrong content types, odd path
// params and query strings. Whatever comes in: never a 5xx, every non-2xx answer is the error
// envelope {error: {code, message}}, and the server still answers afterwards. Writes may succeed;
// the test server is this file's own.
//
// Path params, query strings, content types and broken bodies are each handled in one place for
// all routes (the router, the query parser, the body parsers): every route meets a few of them
// and the rest take turns over the routes (inTurn), so every value still meets many routes. What
// a field's own schema decides (bad types, huge strings) is still tried on every field of every
// write. fast-check's numRuns, not a clock, bounds the random part.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { ADMIN, ADMIN_ENV, createApiClient } from '../api-test-client';
import type { RouteEntry } from '../../http/route-table';
import { startTestServer, type TestServer } from '../test-server';
import { sendRaw, type RawResponse } from './raw-http';

const SEED = 20_261_123;
/**
 * Only a guard against a hang: the cases are counted, not timed, and a busy 2-core machine may
 * take minutes for them.
 */
const HANG_GUARD = { timeout: 600_000 };
const MB = 1024 * 1024;

let server: TestServer;
let routes: RouteEntry[];
let writes: RouteEntry[];
let headers: Record<string, string>;
let requests = 0;

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const RESTORE = 'POST /api/organiser/backup/restore';
const isWrite = (route: RouteEntry) => route.method !== 'GET';
const paramsOf = (url: string) => url.match(/:[A-Za-z]+/g) ?? [];
const fill = (url: string, value: (param: string) => string) =>
  url.replace(/:[A-Za-z]+/g, (param) => value(param));
/** `count` of the variants for the route numbered `index`, taking turns over the routes. */
function inTurn<T>(variants: readonly T[], index: number, count: number): T[] {
  return Array.from(
    { length: Math.min(count, variants.length) },
    (_, n) => variants[(index * count + n) % variants.length]!,
  );
}

/** A path the route answers: ids 1, an import of spelers. */
const concrete = (url: string) => fill(url, (param) => (param === ':kind' ? 'spelers' : '1'));

/** A valid-looking body per write (field names as the contract has them); {} for the rest. */
const SHAPES: Record<string, unknown> = {
  'POST /api/accounts/login': { userName: ADMIN.userName, password: 'niet-het-wachtwoord' },
  // Never the right current password: a fuzzed new one must not end this file's session.
  'POST /api/accounts/password': {
    currentPassword: 'niet-het-wachtwoord',
    newPassword: 'nieuw-wachtwoord-123',
  },
  'PUT /api/settings': {
    showAanmelding: true,
    showCompetitieOverzichten: true,
    showTeamOverzichten: false,
    showSpelersOverzichten: true,
  },
  'POST /api/organiser/seizoen': { name: '2026-2027', clubName: 'Club', roundCount: 34 },
  'PUT /api/organiser/seizoen': {
    version: 1,
    name: '2026-2027',
    roundCount: 34,
    settings: {
      scoreTable: { Keeper: { basisplaats: 2, doelpunt: 6 }, Aanvaller: { assist: 1 } },
      cardPoints: { geel: -1, rood: -3 },
      formations: ['4-3-3'],
      periodes: [{ nummer: 1, fromRound: 1, toRound: 8 }],
    },
  },
  'PUT /api/organiser/inhoud': {
    version: 1,
    clubName: 'Club',
    mainMessage: 'Welkom',
    reglementExtraText: 'Regels',
  },
  'POST /api/organiser/clubs': { name: 'Ajax' },
  'PUT /api/organiser/clubs/:id': { version: 1, name: 'Ajax' },
  'POST /api/organiser/spelers': {
    name: 'Speler',
    clubId: 1,
    position: 'Keeper',
    status: 'actief',
    availableFromRound: null,
    departedFromRound: null,
  },
  'PUT /api/organiser/spelers/:id': {
    version: 1,
    name: 'Speler',
    clubId: 1,
    position: 'Aanvaller',
    status: 'nieuw',
    availableFromRound: 3,
    departedFromRound: null,
  },
  'POST /api/organiser/wedstrijden': {
    round: 1,
    homeClubId: 1,
    awayClubId: 2,
    kickoff: '2026-08-15T20:00',
  },
  'PUT /api/organiser/wedstrijden/:id': {
    version: 1,
    round: 1,
    homeClubId: 1,
    awayClubId: 2,
    kickoff: '2026-08-15T20:00',
  },
  'PUT /api/organiser/wedstrijden/:id/uitslag': {
    version: 1,
    homeGoals: 2,
    awayGoals: 1,
    events: [
      {
        playerId: 1,
        side: 'home',
        played: true,
        basisplaats: true,
        goals: 1,
        penaltyGoals: 0,
        assists: 0,
        ownGoals: 0,
        yellow: 0,
        red: 0,
      },
    ],
  },
  'POST /api/organiser/deelnemers': {
    name: 'Deelnemer',
    teamName: 'Team',
    subcompetities: ['Noord'],
    email: 'a@b.nl',
  },
  'PUT /api/organiser/deelnemers/:id': {
    version: 1,
    name: 'Deelnemer',
    teamName: 'Team',
    subcompetities: [],
    email: null,
  },
  'POST /api/organiser/selectie/check': { playerIds: [1, 2, 3], round: 1, deelnemerId: 1 },
  'PUT /api/organiser/deelnemers/:id/selectie': { version: 1, playerIds: [1, 2, 3] },
  'POST /api/organiser/deelnemers/:id/transfers/check': {
    transfers: [{ playerOutId: 1, playerInId: 2 }],
  },
  'POST /api/organiser/deelnemers/:id/transfers': {
    version: 1,
    transfers: [{ playerOutId: 1, playerInId: 2 }],
  },
  'POST /api/organiser/transferperiodes': { fromRound: 5, isOpen: false },
  'PUT /api/organiser/transferperiodes/:id': { version: 1, fromRound: 5, isOpen: false },
  'POST /api/organiser/bekerrondes': { kind: 'beker', speelronde: 3 },
  'POST /api/organiser/import/:kind/preview': {
    fileName: 'spelers.csv',
    content: Buffer.from('naam;club;positie\nPiet;Ajax;Keeper\n').toString('base64'),
  },
  'POST /api/organiser/import/:kind': {
    fileName: 'spelers.csv',
    content: Buffer.from('naam;club;positie\nPiet;Ajax;Keeper\n').toString('base64'),
    fingerprint: 'A'.repeat(43),
  },
  // 'POST /api/organiser/backup/restore': the downloaded backup, set in beforeAll.
};
const shapeOf = (route: RouteEntry): unknown => SHAPES[key(route)] ?? {};

/** Every position in a JSON value: [] is the whole value. */
function positions(value: unknown, at: Array<string | number> = []): Array<Array<string | number>> {
  const inner =
    value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) =>
          positions(v, [...at, Array.isArray(value) ? Number(k) : k]),
        )
      : [];
  return [at, ...inner];
}

/** value with the thing at `at` replaced. */
function replaceAt(value: unknown, at: Array<string | number>, by: unknown): unknown {
  if (at.length === 0) return by;
  const [head, ...rest] = at;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head as string | number] = replaceAt(copy[head as string | number], rest, by);
  return copy;
}

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObjects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Strings people and attackers send: direction marks, NUL, lone surrogates, emoji, markup. */
const ODD_STRINGS = [
  '',
  ' ',
  '\u202Eevil\u202C',
  '\u200F\u061C\u2067rtl',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '😀👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\uFEFF',
  '\u2028\u2029',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  '9'.repeat(400),
  '-1',
  'NaN',
  'true',
  '2026-02-30T25:61',
];

/** Bad types for any field position. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    2 ** 31,
    [],
    {},
    [null],
    { __proto__: null, constructor: { prototype: 1 } },
    JSON.parse('{"__proto__":{"polluted":1}}'),
    'x'.repeat(64 * 1024),
  ),
  fc.constantFrom(...ODD_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(fc.constantFrom<unknown>(1, 'a', null, [], {}), { maxLength: 200 }),
);

const PARAM_VALUES = [
  '1',
  '0',
  '-1',
  '2',
  '999999999999999999999999',
  '1e3',
  '1.5',
  '0x10',
  '%2B1',
  'abc',
  'NaN',
  'Infinity',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  '1%00',
  '%2500',
  '%E2%80%AE1',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%C0%AF',
  '%zz',
  '%',
  'spelers',
  'backup',
  '__proto__',
  'constructor',
  '9'.repeat(200),
  '9'.repeat(201),
  'x'.repeat(8000),
];

const QUERIES = [
  '',
  '?page=-1&pageSize=1e9',
  '?page=0&pageSize=0',
  '?page=1e308&pageSize=-1e308',
  '?page=1&page=2&pageSize=a&pageSize=b',
  '?page=%00&pageSize=%F0%9F%98%80',
  '?version=-1',
  '?version=1&version=2',
  '?version=abc',
  '?version=999999999999999999999',
  '?spelers=true&spelers=false',
  '?spelers=%ED%A0%80',
  '?__proto__[polluted]=1&constructor[prototype][x]=1',
  '?a[b][c]=1&a=2',
  '?=&&=&',
  '?%zz=%zz',
  `?page=${'9'.repeat(4000)}`,
];

function fullHeaders(contentType?: string): Record<string, string> {
  return contentType === undefined ? { ...headers } : { ...headers, 'content-type': contentType };
}

async function send(
  method: string,
  path: string,
  body?: string | Buffer,
  contentType: string | undefined = body === undefined ? undefined : 'application/json',
): Promise<RawResponse> {
  requests += 1;
  return sendRaw(server.url, method, path, fullHeaders(contentType), body);
}

/** The contract for any answer: no 5xx; a non-2xx is the JSON error envelope. */
function expectContract(response: RawResponse, label: string) {
  const what = `${label} -> ${response.status} ${response.text.slice(0, 200)}`;
  expect(response.status, what).toBeGreaterThanOrEqual(200);
  expect(response.status, what).toBeLessThan(500);
  if (response.status < 300) return;
  expect(response.contentType, what).toMatch(/^application\/json/);
  const body = JSON.parse(response.text) as {
    error?: { code?: unknown; message?: unknown };
    isAuthSuccessful?: unknown;
  };
  // The login's refusal has its own shape (loginFailureSchema, as the spec prescribes).
  if (label.startsWith(`POST ${apiPaths.login}`) && body.isAuthSuccessful === false) return;
  expect(typeof body.error?.code, what).toBe('string');
  expect(typeof body.error?.message, what).toBe('string');
}

async function expectAlive() {
  const response = await send('GET', apiPaths.settings);
  expect(response.status, `GET ${apiPaths.settings} after the fuzz`).toBe(200);
  expect(JSON.parse(response.text)).toHaveProperty('showAanmelding');
}

/** What broke the contract, each with the exact request: the test ends by listing them. */
const findings: string[] = [];

/** Sends, checks the contract; a label says exactly what was sent. */
async function probe(method: string, path: string, body?: string | Buffer, contentType?: string) {
  const shown =
    body === undefined
      ? ''
      : ` [${contentType ?? 'no content-type'}] ${String(body).slice(0, 160)}${
          body.length > 160 ? `… (${body.length} bytes)` : ''
        }`;
  const label = `${method} ${path.length > 300 ? `${path.slice(0, 300)}…` : path}${shown}`;
  try {
    expectContract(await send(method, path, body, contentType), label);
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    // A body over the server's 1 MiB limit is refused while it is still arriving (413, then the
    // connection closes), and a large body on a GET is never read (the answer goes out at once
    // and the connection closes): the client may see the close before the answer. Not a fault.
    const bytes = body === undefined ? 0 : Buffer.byteLength(body);
    const unread = bytes > MB || (method === 'GET' && bytes > 64 * 1024);
    if (unread && /aborted|ECONNRESET|EPIPE|socket hang up/.test(message ?? '')) return;
    findings.push(message?.startsWith(label) ? message : `${label} -> ${message}`);
  }
}

/** Ends a test: nothing broke the contract. */
function expectNoFindings() {
  const found = findings.splice(0);
  if (found.length > 0) console.log(`fault fuzz findings:\n${found.join('\n')}`);
  expect(found, found.join('\n')).toEqual([]);
}

beforeAll(async () => {
  server = await startTestServer({ env: { ...ADMIN_ENV } });
  routes = server.app.routeTable.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api'));
  writes = routes.filter(isWrite);
  const client = await createApiClient(server);
  const token = await client.login();
  headers = {
    'x-api-key': server.apiKey,
    cookie: `${XSRF_COOKIE}=${client.xsrf}`,
    'x-xsrf-token': client.xsrf,
    authorization: `Bearer ${token}`,
  };
  const backup = await send('GET', '/api/organiser/backup');
  expect(backup.status).toBe(200);
  SHAPES[RESTORE] = JSON.parse(backup.text);
});
afterAll(async () => {
  console.log(`fault fuzz: ${routes.length} routes, ${requests} requests`);
  await server.close();
});

describe('a fuzz over every route of the route table', () => {
  it('holds the whole API', () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(writes.length).toBeGreaterThan(30);
    expect(routes.map(key)).toContain(`GET ${apiPaths.settings}`);
  });

  it('odd path params and query strings', HANG_GUARD, async () => {
    for (const [index, route] of routes.entries()) {
      const body = isWrite(route) ? JSON.stringify(shapeOf(route)) : undefined;
      const params = paramsOf(route.url);
      for (const param of params) {
        for (const value of inTurn(PARAM_VALUES, index, 8)) {
          const path = fill(route.url, (p) => (p === param ? value : concrete(p)));
          await probe(route.method, path, body, body && 'application/json');
        }
      }
      for (const query of inTurn(QUERIES, index, 4)) {
        await probe(
          route.method,
          `${concrete(route.url)}${query}`,
          body,
          body && 'application/json',
        );
      }
    }
    await expectAlive();
    expectNoFindings();
  });

  it('wrong content types, broken JSON, deep nesting and huge bodies', HANG_GUARD, async () => {
    const multipart = [
      '--x',
      'Content-Disposition: form-data; name="name"',
      '',
      'Ajax',
      '--x--',
      '',
    ].join('\r\n');
    for (const [index, route] of routes.entries()) {
      const path = concrete(route.url);
      const json = JSON.stringify(shapeOf(route));
      const cases: Array<[string | Buffer, string | undefined]> = [
        [json, 'text/plain'],
        [json, undefined],
        [multipart, 'multipart/form-data; boundary=x'],
        ['<a><b>1</b></a>', 'application/xml'],
        ['name=Ajax&version=1', 'application/x-www-form-urlencoded'],
        [json, 'application/json; charset=utf-16'],
        [json, `application/json; x=${'y'.repeat(2000)}`],
        [json, 'application/jsonx'],
        ['', 'application/json'],
        ['{"name":', 'application/json'],
        ['{"a":1}{"b":2}', 'application/json'],
        ['\uFEFF{}', 'application/json'],
        ['null', 'application/json'],
        ['"string"', 'application/json'],
        ['1e999999', 'application/json'],
        [deepArrays(10_000), 'application/json'],
        [deepObjects(10_000), 'application/json'],
        [
          JSON.stringify(replaceAt(shapeOf(route), [], JSON.parse(deepArrays(1000)))),
          'application/json',
        ],
        // Not UTF-8 at all: a lone surrogate, an overlong slash, a truncated sequence.
        [
          Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
          'application/json',
        ],
        [Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x3a, 0x31, 0x7d]), 'application/json'],
        [
          Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xf0, 0x9f, 0x22, 0x7d]),
          'application/json',
        ],
        // 1 MB: one string just over the limit of most routes, and one just under it.
        [JSON.stringify({ name: 'x'.repeat(MB) }), 'application/json'],
        [JSON.stringify({ name: '😀'.repeat(Math.floor((MB - 64) / 4)) }), 'application/json'],
        [JSON.stringify({ name: 'x'.repeat(MB - 64) }), 'application/json'],
      ];
      for (const [body, contentType] of inTurn(cases, index, 6)) {
        await probe(route.method, path, body, contentType);
      }
    }
    await expectAlive();
    expectNoFindings();
  });

  it('a string of almost 1 MB in every field of every write', HANG_GUARD, async () => {
    for (const route of writes) {
      if (key(route) === RESTORE) continue;
      const path = concrete(route.url);
      // One field at a time: each field's own schema must refuse it (or the row take it).
      for (const at of positions(shapeOf(route)).slice(1)) {
        const body = JSON.stringify(replaceAt(shapeOf(route), at, 'x'.repeat(MB - 4096)));
        await probe(route.method, path, body, 'application/json');
      }
    }
    await expectAlive();
    expectNoFindings();
  });

  /** Every (write route, field position) pair, the whole body included. */
  function fieldTargets() {
    return writes.flatMap((route) => {
      const shape = shapeOf(route);
      const all = positions(shape);
      // The backup is large: only its top-level fields and its tables.
      const chosen = key(route) === RESTORE ? all.filter((at) => at.length <= 2) : all;
      return chosen.map((at) => ({ route, at }));
    });
  }

  it('each bad type in every field position', HANG_GUARD, async () => {
    const values = [null, 'x', -1, 1.5, [], {}, '\u202E\u0000\uD800😀'];
    for (const [index, { route, at }] of fieldTargets().entries()) {
      // A restore sends (and may write back) the whole backup, about a quarter of a second
      // each: its tables, checked by one schema each (restore-rules.api.test.ts tries every bad
      // row), take the values in turns, one each.
      const restore = key(route) === RESTORE;
      for (const value of restore ? inTurn(values, index, 1) : values) {
        const path = fill(route.url, (p) => concrete(p));
        await probe(
          route.method,
          path,
          JSON.stringify(replaceAt(shapeOf(route), at, value)),
          'application/json',
        );
      }
    }
    await expectAlive();
    expectNoFindings();
  });

  it('random bad values, bodies, params and queries (fast-check)', HANG_GUARD, async () => {
    // Not the restore's fields: each costs the whole backup (a quarter of a second, half of
    // this test's time when they drew an eighth of the cases), the walk above gives each of
    // them a bad value, and restore-rules.api.test.ts every bad row.
    const targets = fieldTargets().filter(({ route }) => key(route) !== RESTORE);
    const routeArb = fc.constantFrom(...routes);
    const fieldCase = fc.record({
      target: fc.constantFrom(...targets),
      value: hostileValue,
      param: fc.constantFrom(...PARAM_VALUES.slice(0, 12)),
    });
    const wholeCase = fc.record({
      route: routeArb,
      body: fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 6 }), fc.object({ maxDepth: 3 })),
      param: fc.constantFrom(...PARAM_VALUES),
      query: fc.constantFrom(...QUERIES),
    });
    await fc.assert(
      fc.asyncProperty(fieldCase, async ({ target: { route, at }, value, param }) => {
        const path = fill(route.url, (p) => (p === ':kind' ? 'spelers' : param));
        const body = JSON.stringify(replaceAt(shapeOf(route), at, value));
        await probe(route.method, path, body, 'application/json');
      }),
      // Twice the 600 cases of when the restore's fields drew an eighth of them (at 4 ms a case).
      { seed: SEED, numRuns: 1200, endOnFailure: true },
    );
    await fc.assert(
      fc.asyncProperty(wholeCase, async ({ route, body, param, query }) => {
        const path = `${fill(route.url, () => param)}${query}`;
        const text = JSON.stringify(body) ?? 'null';
        await probe(
          route.method,
          path,
          isWrite(route) ? text : undefined,
          isWrite(route) ? 'application/json' : undefined,
        );
      }),
      { seed: SEED + 1, numRuns: 400, endOnFailure: true },
    );
    await expectAlive();
    expectNoFindings();
  });
});
