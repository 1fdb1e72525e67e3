// The whole public read API over real HTTP against the seeded demo database.
import { apiErrorSchema } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CACHE_CONTROL } from '../http/hot-reads';
import { apiPathNames, NOT_JSON_GETS, publicEndpoints } from './public-endpoints';
import type { Endpoint } from './public-endpoints';
import { startTestServer } from './test-server';
import type { TestServer } from './test-server';

let server: TestServer;
let endpoints: Endpoint[];
const BROWSER_COOKIE = `${XSRF_COOKIE}=${'x'.repeat(43)}`;

beforeAll(async () => {
  server = await startTestServer();
  endpoints = await publicEndpoints(server);
});
afterAll(() => server?.close());

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(await response.json());
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(5);
  return body.error.message;
}

describe('every public GET', () => {
  it('covers every GET of apiPaths', () => {
    const tested = new Set(endpoints.map((e) => e.name));
    const untested = apiPathNames().filter((n) => !tested.has(n) && !NOT_JSON_GETS.includes(n));
    expect(untested).toEqual([]);
    expect(endpoints.length).toBeGreaterThan(80);
  });

  it('answers 200 with a body that is exactly the contract shape', async () => {
    for (const { path, schema } of endpoints) {
      const response = await server.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('application/json; charset=utf-8');
      const body: unknown = await response.json();
      // parse strips fields the contract does not name: equality means there were none.
      expect(schema.parse(body), path).toEqual(body);
    }
  });

  it('sends a strong ETag and the short public cache policy', async () => {
    for (const { path } of endpoints) {
      // As a browser asks after loading the page: with its XSRF cookie.
      const response = await server.get(path, { cookie: BROWSER_COOKIE });
      expect(response.headers.get('etag'), path).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('cache-control'), path).toBe(API_CACHE_CONTROL);
    }
  });

  it('never shows an e-mail address or anything about passwords', async () => {
    const rows = await server.db
      .selectFrom('deelnemer')
      .select('email')
      .where('email', 'is not', null)
      .execute();
    const emails = rows.map((r) => r.email!.toLowerCase());
    expect(emails.length).toBeGreaterThan(100);
    for (const { path } of endpoints) {
      const text = await (await server.get(path)).text();
      const lower = text.toLowerCase();
      expect(
        emails.filter((email) => lower.includes(email)),
        path,
      ).toEqual([]);
      // Only the organiser's own rules text may give a (club) contact address.
      const body = JSON.parse(text) as Record<string, unknown> | null;
      const withoutOrganiserText =
        path === apiPaths.reglement ? JSON.stringify({ ...body, extraText: '' }) : text;
      expect(withoutOrganiserText, path).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      expect(text, path).not.toMatch(/password|wachtwoord|passwordHash/i);
      expect(text, path).not.toMatch(/"e-?mail"/i);
    }
  });
});

describe('the API key', () => {
  it('is required on every endpoint (401 in the error envelope)', async () => {
    for (const { path } of endpoints) {
      const response = await fetch(`${server.url}${path}`);
      const message = await expectError(response, 401, 'unauthorized');
      expect(message).toMatch(/X-Api-Key/);
    }
  });

  it('must be the configured one', async () => {
    for (const key of ['wrong', `${server.apiKey}x`, server.apiKey.slice(1), '']) {
      await expectError(
        await server.get(apiPaths.summary.tussenstand, { 'x-api-key': key }),
        401,
        'unauthorized',
      );
    }
  });

  it('is also required for unknown API paths and the spreadsheet', async () => {
    await expectError(await fetch(`${server.url}/api/nope`), 401, 'unauthorized');
    await expectError(
      await fetch(`${server.url}${apiPaths.aanmeldformulier}`),
      401,
      'unauthorized',
    );
  });
});

describe('bad requests', () => {
  const idRoutes = [
    (id: string) => `/api/bekerrondes/${id}`,
    (id: string) => `/api/teambekerrondes/${id}`,
    (id: string) => `/api/periodetitels/${id}`,
    (id: string) => `/api/wedstrijden/${id}`,
    (id: string) => `/api/wedstrijden/${id}?spelers=true`,
    (id: string) => `/api/deelnemers/${id}`,
    (id: string) => `/api/deelnemers/${id}/ronde/1`,
    (id: string) => `/api/deelnemers/1/ronde/${id}`,
  ];

  it.each(['abc', '-1', '1.5', '0', '1e2', '%20'])(
    'answer 400 with a clear message for id %s',
    async (id) => {
      for (const route of idRoutes) {
        const message = await expectError(await server.get(route(id)), 400, 'bad_request');
        expect(message, route(id)).toMatch(
          /^(Bekerronde id|Teambekerronde id|Periode|Speelronde|Deelnemer id) moet een positief geheel getal zijn, niet '.*'$/,
        );
      }
    },
  );

  it('answer 404 for a well-formed id that does not exist', async () => {
    for (const path of [
      apiPaths.bekerronde(99999),
      apiPaths.teambekerronde(99999),
      apiPaths.periodetitel(5),
      apiPaths.wedstrijdRonde(35),
      apiPaths.wedstrijdRonde(35, true),
      apiPaths.deelnemer(99999),
      apiPaths.deelnemerRonde(99999, 1),
      apiPaths.deelnemerRonde(1, 35),
    ]) {
      const message = await expectError(await server.get(path), 404, 'not_found');
      expect(message, path).toMatch(/bestaat niet$/);
    }
  });

  it('answer 404 JSON for unknown API paths, whatever the method', async () => {
    await expectError(await server.get('/api/nope'), 404, 'not_found');
    await expectError(await server.get('/api/standen/onbekend'), 404, 'not_found');
    await expectError(await server.get('/api/bekerrondes/1/extra'), 404, 'not_found');
    const token = 'x'.repeat(43);
    const post = await fetch(`${server.url}${apiPaths.summary.tussenstand}`, {
      method: 'POST',
      headers: {
        'x-api-key': server.apiKey,
        cookie: `${XSRF_COOKIE}=${token}`,
        'x-xsrf-token': token,
      },
    });
    await expectError(post, 404, 'not_found');
  });

  it('answer 400 for an unknown spelers flag', async () => {
    const message = await expectError(
      await server.get('/api/wedstrijden/1?spelers=ja'),
      400,
      'bad_request',
    );
    expect(message).toMatch(/spelers/);
  });
});

describe('conditional requests', () => {
  it('answer 304 without a body to a matching If-None-Match', async () => {
    for (const { path } of endpoints.slice(0, 30)) {
      const first = await server.get(path);
      const etag = first.headers.get('etag') ?? '';
      const again = await server.get(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const weak = await server.get(path, { 'if-none-match': `"other", W/${etag}` });
      expect(weak.status, path).toBe(304);
    }
  });

  it('answer 200 to a stale If-None-Match', async () => {
    const response = await server.get(apiPaths.standen.tussenstand, { 'if-none-match': '"stale"' });
    expect(response.status).toBe(200);
  });

  it('gzip a large body when asked, under its own ETag that still matches', async () => {
    const plain = await server.get(apiPaths.standen.tussenstand, { 'accept-encoding': 'identity' });
    const zipped = await server.get(apiPaths.standen.tussenstand, { 'accept-encoding': 'gzip' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/Accept-Encoding/);
    // fetch decompresses: the same body either way.
    expect(await zipped.text()).toBe(await plain.text());
    const zippedTag = zipped.headers.get('etag') ?? '';
    expect(zippedTag).not.toBe(plain.headers.get('etag'));
    const revalidated = await server.get(apiPaths.standen.tussenstand, {
      'accept-encoding': 'gzip',
      'if-none-match': zippedTag,
    });
    expect(revalidated.status).toBe(304);
  });
});
