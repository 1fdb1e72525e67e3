// Long standings in pages over real HTTP: ?vanaf, ?rond, ?zoek on the paths of the full answers,
// which stay as they were; a closed season's too; 400 in Dutch on a bad query. At 10,000
// participants: standen-pages.heavy.test.ts.
import {
  fairplaycupPageSchema,
  highscorecupPageSchema,
  seizoenenSchema,
  STAND_PAGE_SIZE,
  tussenstandPageSchema,
  tussenstandSchema,
  tussenstandZoekSchema,
} from '@clubelf/contract';
import type { Fairplaycup, Highscorecup, Tussenstand, TussenstandPage } from '@clubelf/contract';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_CACHE_CONTROL } from '../../read-model/archive/season-sources';
import { demoExpectations } from '../../test/demo-expectations';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { rondeStatusOf, rondeWinnaarsOf } from './ronde-status';
import { foldForSearch } from './standen-pages';

const TUSSENSTAND = apiPaths.standen.tussenstand;

async function errorOf(server: TestServer, path: string) {
  const response = await server.get(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('standen in pages (demo season)', () => {
  let server: TestServer;
  let full: Tussenstand;
  beforeAll(async () => {
    server = await startTestServer();
    full = await server.getJson<Tussenstand>(TUSSENSTAND);
  });
  afterAll(() => server?.close());

  const { result } = demoExpectations();

  it('keeps the full answer without a query byte for byte as it was', async () => {
    const text = await (await server.get(TUSSENSTAND)).text();
    const expected = JSON.stringify(
      tussenstandSchema.parse({
        round: result.lastRoundWithResults,
        rondeStatus: rondeStatusOf(result, result.lastRoundWithResults),
        rondeWinnaars: rondeWinnaarsOf(result.tussenstand),
        rows: result.tussenstand.toArray(),
      }),
    );
    expect(text).toBe(expected);
    // A bare '?' is no query either.
    expect(await (await server.get(`${TUSSENSTAND}?`)).text()).toBe(expected);
    // The herbstmeister has no pages: a query changes nothing there.
    const herbst = await (await server.get(apiPaths.standen.herbstmeister)).text();
    expect(await (await server.get(`${apiPaths.standen.herbstmeister}?vanaf=0`)).text()).toBe(
      herbst,
    );
  });

  it('answers ?vanaf=&aantal= with those rows, and the pages together are the standing', async () => {
    const first = tussenstandPageSchema.parse(
      await server.getJson(`${TUSSENSTAND}?vanaf=0&aantal=7`),
    );
    // Every page repeats the full answer's round, its status and its winners.
    expect(first).toEqual({
      round: full.round,
      rondeStatus: full.rondeStatus,
      rondeWinnaars: full.rondeWinnaars,
      total: full.rows.length,
      vanaf: 0,
      rows: full.rows.slice(0, 7),
    });
    const rows: TussenstandPage['rows'] = [];
    for (let vanaf = 0; vanaf < full.rows.length; vanaf += 40) {
      const page = await server.getJson<TussenstandPage>(`${TUSSENSTAND}?vanaf=${vanaf}&aantal=40`);
      expect(page.vanaf).toBe(vanaf);
      rows.push(...page.rows);
    }
    expect(rows).toEqual(full.rows);
    // Past the end: no rows, the total still told.
    const past = await server.getJson<TussenstandPage>(`${TUSSENSTAND}?vanaf=100000`);
    expect(past).toMatchObject({ total: full.rows.length, vanaf: 100000, rows: [] });
  });

  it('defaults to the first page of 50 rows', async () => {
    const page = await server.getJson<TussenstandPage>(`${TUSSENSTAND}?aantal=${STAND_PAGE_SIZE}`);
    expect(page.vanaf).toBe(0);
    expect(page.rows).toEqual(full.rows.slice(0, STAND_PAGE_SIZE));
    const byVanaf = await server.getJson<TussenstandPage>(`${TUSSENSTAND}?vanaf=3`);
    expect(byVanaf.rows).toEqual(full.rows.slice(3, 3 + STAND_PAGE_SIZE));
  });

  it('serves a page with its own ETag, 304 when unchanged, compressed when asked', async () => {
    const path = `${TUSSENSTAND}?vanaf=0&aantal=100`;
    const response = await server.get(path);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toBe((await server.get(TUSSENSTAND)).headers.get('etag'));
    expect(response.headers.get('cache-control')).toContain('max-age=15');
    expect((await server.get(path, { 'if-none-match': etag! })).status).toBe(304);
    const gzip = await server.get(path, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.json()).toEqual(await response.json());
  });

  it('answers ?rond= with the page around that participant', async () => {
    const middle = Math.floor(full.rows.length / 2);
    const chosen = full.rows[middle]!;
    const page = await server.getJson<TussenstandPage>(
      `${TUSSENSTAND}?rond=${chosen.deelnemerId}&aantal=10`,
    );
    expect(page.vanaf).toBe(middle - 5);
    expect(page.rows).toEqual(full.rows.slice(middle - 5, middle + 5));
    // At the top and at the bottom the page stays within the standing.
    const top = await server.getJson<TussenstandPage>(
      `${TUSSENSTAND}?rond=${full.rows[1]!.deelnemerId}&aantal=10`,
    );
    expect(top.vanaf).toBe(0);
    const last = full.rows.at(-1)!;
    const bottom = await server.getJson<TussenstandPage>(
      `${TUSSENSTAND}?rond=${last.deelnemerId}&aantal=10`,
    );
    expect(bottom.vanaf).toBe(full.rows.length - 10);
    expect(bottom.rows.at(-1)).toEqual(last);
  });

  it('answers 404 in Dutch for a participant who is not in the standing', async () => {
    expect(await errorOf(server, `${TUSSENSTAND}?rond=999999`)).toEqual({
      status: 404,
      body: {
        error: { code: 'not_found', message: 'Deelnemer 999999 staat niet in de tussenstand' },
      },
    });
    expect((await errorOf(server, `${apiPaths.standen.fairplaycup}?rond=999999`)).body).toEqual({
      error: { code: 'not_found', message: 'Deelnemer 999999 staat niet in de fairplaycup' },
    });
  });

  it('answers ?zoek= with the matching rows, case and accents ignored, each with its index', async () => {
    const someone = full.rows[Math.floor(full.rows.length / 3)]!;
    const shouted = someone.name.toLocaleUpperCase('nl');
    const found = tussenstandZoekSchema.parse(
      await server.getJson(`${TUSSENSTAND}?zoek=${encodeURIComponent(` ${shouted} `)}`),
    );
    expect(found.zoek).toBe(shouted);
    expect(found.rows.map((r) => r.deelnemerId)).toContain(someone.deelnemerId);
    for (const row of found.rows) {
      const { index, ...rest } = row;
      expect(full.rows[index]).toEqual(rest);
    }
    // An accent in the search finds the name without it.
    const accented = someone.teamName.replace(/[aeiou]/, (v) => `${v}\u0301`);
    expect(accented).not.toBe(someone.teamName);
    const byTeam = tussenstandZoekSchema.parse(
      await server.getJson(`${TUSSENSTAND}?zoek=${encodeURIComponent(accented)}&aantal=200`),
    );
    expect(byTeam.rows.map((r) => r.deelnemerId)).toContain(someone.deelnemerId);
    expect(foldForSearch('Ĳsselmeer ÉLAN  Çava')).toBe('ijsselmeer elan cava');
  });

  it('caps the matches at aantal and says how many there are', async () => {
    const expected = full.rows
      .map((row, index) => ({ ...row, index }))
      .filter((r) => `${r.name} - ${r.teamName}`.toLocaleLowerCase('nl').includes('an'));
    expect(expected.length).toBeGreaterThan(3);
    const found = tussenstandZoekSchema.parse(
      await server.getJson(`${TUSSENSTAND}?zoek=An&aantal=3`),
    );
    expect(found.gevonden).toBe(expected.length);
    expect(found.rows).toEqual(expected.slice(0, 3));
    const none = tussenstandZoekSchema.parse(await server.getJson(`${TUSSENSTAND}?zoek=qqxqq`));
    expect(none).toMatchObject({ gevonden: 0, rows: [], total: full.rows.length });
  });

  it('pages the fairplaycup and the highscorecup too', async () => {
    const fair = await server.getJson<Fairplaycup>(apiPaths.standen.fairplaycup);
    const fairPage = fairplaycupPageSchema.parse(
      await server.getJson(`${apiPaths.standen.fairplaycup}?vanaf=10&aantal=5`),
    );
    expect(fairPage).toEqual({
      ...fair,
      total: fair.rows.length,
      vanaf: 10,
      rows: fair.rows.slice(10, 15),
    });
    const high = await server.getJson<Highscorecup>(apiPaths.standen.highscorecup);
    const who = high.rows[20]!;
    const highPage = highscorecupPageSchema.parse(
      await server.getJson(`${apiPaths.standen.highscorecup}?rond=${who.deelnemerId}&aantal=4`),
    );
    expect(highPage.rows).toEqual(high.rows.slice(18, 22));
  });

  it.each([
    ['vanaf=-1', 'vanaf', 'vanaf moet een geheel getal zijn (alleen cijfers)'],
    ['vanaf=abc', 'vanaf', 'vanaf moet een geheel getal zijn (alleen cijfers)'],
    ['vanaf=1.5', 'vanaf', 'vanaf moet een geheel getal zijn (alleen cijfers)'],
    ['vanaf=', 'vanaf', 'vanaf moet een geheel getal zijn (alleen cijfers)'],
    ['aantal=0', 'aantal', 'aantal moet minstens 1 zijn'],
    ['aantal=201', 'aantal', 'aantal mag hoogstens 200 zijn'],
    ['rond=0', 'rond', 'rond moet minstens 1 zijn'],
    ['vanaf=1&vanaf=2', 'vanaf', 'vanaf mag maar één keer voorkomen'],
    ['zoek=a', 'zoek', 'zoek moet minstens 2 tekens hebben'],
    ['zoek=%20%20x%20', 'zoek', 'zoek moet minstens 2 tekens hebben'],
    [`zoek=${'x'.repeat(101)}`, 'zoek', 'zoek mag hoogstens 100 tekens hebben'],
    ['vanaf=0&rond=3', null, 'Geef vanaf, rond of zoek, niet meer dan één ervan'],
    ['rond=3&zoek=jan', null, 'Geef vanaf, rond of zoek, niet meer dan één ervan'],
    ['pagina=2', null, 'Onbekend veld: pagina'],
  ])('refuses ?%s with a 400 saying why, naming the parameter', async (query, field, message) => {
    expect(await errorOf(server, `${TUSSENSTAND}?${query}`)).toEqual({
      status: 400,
      body: {
        error: { code: 'bad_request', message, details: { problems: [{ field, message }] } },
      },
    });
  });

  it('pages a closed season from its archive, with the long caching', async () => {
    const seasons = seizoenenSchema.parse(await server.getJson(apiPaths.seizoenen));
    const closed = seasons.find((s) => s.closedAt !== null);
    expect(closed).toBeDefined();
    const path = seizoenPath(TUSSENSTAND, closed!.id);
    const archived = await server.getJson<Tussenstand>(path);
    expect(archived.rows.length).toBeGreaterThan(10);
    const response = await server.get(`${path}?vanaf=5&aantal=5`);
    expect(response.headers.get('cache-control')).toBe(ARCHIVE_CACHE_CONTROL);
    expect(await response.json()).toEqual({
      round: archived.round,
      rondeStatus: archived.rondeStatus,
      rondeWinnaars: archived.rondeWinnaars,
      total: archived.rows.length,
      vanaf: 5,
      rows: archived.rows.slice(5, 10),
    });
    const who = archived.rows[8]!;
    const around = await server.getJson<TussenstandPage>(
      `${path}?rond=${who.deelnemerId}&aantal=6`,
    );
    expect(around.rows).toEqual(archived.rows.slice(5, 11));
    const found = tussenstandZoekSchema.parse(
      await server.getJson(`${path}?zoek=${encodeURIComponent(who.name)}`),
    );
    expect(found.rows.map((r) => r.index)).toContain(8);
    // The full answer there is unchanged as well.
    expect(await (await server.get(path)).text()).toBe(JSON.stringify(archived));
    expect((await errorOf(server, `${path}?aantal=999`)).status).toBe(400);
  });
});
