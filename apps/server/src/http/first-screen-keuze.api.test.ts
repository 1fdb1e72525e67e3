// A returning fan's first screen (decision 031): the page's cookie names their chosen
// participant, and the server renders the first screen for them. The web app's real server
// entry is a build (e2e/first-screen.spec.ts renders with it); here a small entry in its place
// renders the own card from the same answer the app's card reads, so what is tested is the
// server's part: the cookie read and checked, the answers, the cache and the headers.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DeelnemerSummary, Deelnemers } from '@clubelf/contract';
import { apiPaths, KEUZE_COOKIE, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { DEFAULT_MAX_CHOSEN } from './first-screen';

const INDEX = `<!doctype html><html lang="nl"><head><title>Superelf</title></head><body><div id="root"></div></body></html>`;

/** The entry: /home with the own card when a participant is chosen, from their summary. */
const ENTRY = `
export const FIRST_SCREEN_STATE_ID = 'clubelf-first-screen';
export async function renderFirstScreen(url, answers, gekozen) {
  if (!gekozen) return { html: '<main><h1>' + url + '</h1></main>', state: '{"gekozen":null}', modules: [] };
  const body = answers('/api/summary/deelnemers/' + gekozen.id);
  if (body === undefined) return null;
  const d = JSON.parse(body);
  return {
    html: '<main><h1>' + url + '</h1><section class="card--eigen"><h2>Jouw Superelf</h2><p>' +
      d.name + ' · ' + d.teamName + ' · positie ' + d.position + '</p></section></main>',
    state: JSON.stringify({ gekozen }),
    modules: [],
  };
}
`;

describe("a returning fan's first screen", () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'clubelf-keuze-'));
    dist = path.join(base, 'dist');
    mkdirSync(dist);
    mkdirSync(`${dist}-server`);
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(`${dist}-server`, 'entry-server.js'), ENTRY);
    server = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  });

  // As a browser asks after its first page: with the XSRF cookie (a page handing it out is
  // private anyway), and perhaps the chosen participant's.
  const home = (keuze?: string) =>
    fetch(`${server.url}/home`, {
      headers: {
        cookie: [`${XSRF_COOKIE}=${'x'.repeat(43)}`, keuze].filter(Boolean).join('; '),
      },
    });

  it("renders /home with the chosen participant's own card, kept from shared caches", async () => {
    const [first] = await server.getJson<Deelnemers>(apiPaths.deelnemers);
    const summary = await server.getJson<DeelnemerSummary>(apiPaths.deelnemerSummary(first!.id));
    const response = await home(`${KEUZE_COOKIE}=${first!.id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Jouw Superelf');
    expect(html).toContain(`${summary.name} · ${summary.teamName} · positie ${summary.position}`);
    expect(html).toContain(`"id":${first!.id}`);
    expect(html).toContain(`"persoonId":${first!.persoonId}`);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    // Without the cookie: the plain screen, which still says it depends on the cookie.
    const plain = await home();
    expect(await plain.text()).not.toContain('Jouw Superelf');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Cookie');
  });

  it.each(['999999', '0', '-1', 'abc', '1e3', '12345678901234567890', '%00', '7.5', '07', ''])(
    'gives the plain first screen for the cookie value %j, never an error',
    async (value) => {
      const response = await home(`${KEUZE_COOKIE}=${value}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<main><h1>/home</h1></main>');
      expect(html).not.toContain('Jouw Superelf');
    },
  );

  it('answers a flood of ids, unknown ones with the kept plain page, and keeps the plain page', async () => {
    const cache = server.app.firstScreens!;
    const ids = (await server.getJson<Deelnemers>(apiPaths.deelnemers)).map((d) => d.id);
    await home();
    const before = cache.renders;
    const flood = await Promise.all(
      ids.flatMap((id) => [home(`${KEUZE_COOKIE}=${id}`), home(`${KEUZE_COOKIE}=${id + 1e6}`)]),
    );
    expect(flood.every((r) => r.status === 200)).toBe(true);
    const pages = await Promise.all(flood.map((r) => r.text()));
    // An id the season does not have costs no render: the plain page, kept.
    expect(cache.renders - before).toBeLessThanOrEqual(ids.length);
    const plain = pages.filter((p) => p.includes('<main><h1>/home</h1></main>'));
    expect(plain.length).toBeGreaterThanOrEqual(ids.length);
    expect(cache.chosenSize).toBeLessThanOrEqual(DEFAULT_MAX_CHOSEN);
    // The plain page was not pushed out by the chosen ones.
    const rendered = cache.renders;
    await home();
    expect(cache.renders).toBe(rendered);
  });

  it('makes the first screen of a beker round the season has, and of no other', async () => {
    const [ronde] = await server.getJson<{ id: number }[]>(apiPaths.bekerrondes);
    const known = await (await fetch(`${server.url}/beker/${ronde!.id}`)).text();
    expect(known).toContain(`<main><h1>/beker/${ronde!.id}</h1></main>`);
    for (const path of ['/beker/999999', '/beker/schema', '/beker/1x']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
  });
});
