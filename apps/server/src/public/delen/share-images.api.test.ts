// The pictures to share and the link previews, over real HTTP on the seeded demo: valid PNGs of
// 1080 x 1080, ETag and 304, no API key needed for exactly these routes, Dutch 404s and 400s,
// and pages whose HTML, as served, carries Open Graph meta pointing at them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import type { Deelnemer, Deelnemers, Seizoenen, Tussenstand } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';
import { API_KEY_EXEMPT_ROUTES } from '../../http/api-key-exempt';
import type { TestServer } from '../../test/test-server';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's signature and IHDR chunk (fails on anything else). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.toString('latin1', 12, 16), 'IHDR first').toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// A web build of one page, with the site's own title and description as index.html has them.
const INDEX = `<!doctype html><html lang="nl"><head>
<meta name="clubelf-api-key" content="__CLUBELF_API_KEY__" />
<meta
  name="description"
  content="Superelf van de supportersclub: tussenstand, beker, periodetitels en meer."
/>
<title>Superelf</title>
</head><body><div id="root"></div></body></html>`;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'clubelf-delen-web-'));
writeFileSync(path.join(webDistDir, 'index.html'), INDEX);

let server: TestServer;
let client: OrganiserClient;
let stand: Tussenstand;
let deelnemer: Deelnemer;

/** GET without the API key, as a crawler or an <img> asks. */
const fetchBare = (p: string, headers: Record<string, string> = {}) =>
  fetch(p.startsWith('http') ? p : `${server.url}${p}`, { headers });

async function picture(p: string) {
  const response = await fetchBare(p);
  expect(response.status, p).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, size: pngSize(bytes) };
}

/** The content of a <meta property|name="key"> of a page, unescaped; undefined when absent. */
function metaOf(html: string, key: string): string | undefined {
  const found = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html);
  return found?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ webDistDir }));
  stand = await server.getJson<Tussenstand>(apiPaths.standen.tussenstand);
  const first = stand.rows[0];
  expect(first).toBeDefined();
  deelnemer = await server.getJson<Deelnemer>(apiPaths.deelnemer(first!.deelnemerId));
});
afterAll(async () => {
  await server?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('the pictures', () => {
  it("draws the last round's top 10 as a 1080 x 1080 PNG, without the API key", async () => {
    expect(stand.round).toBeGreaterThan(1);
    const { response, size, bytes } = await picture(apiPaths.bulletinPng(stand.round));
    expect(size).toEqual({ width: 1080, height: 1080 });
    expect(bytes.length).toBeGreaterThan(20_000);
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+-ronde-\d+"$/);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=15, stale-while-revalidate=60',
    );
  });

  it("draws an earlier round and a participant's card at the same size", async () => {
    expect((await picture(apiPaths.bulletinPng(1))).size).toEqual({ width: 1080, height: 1080 });
    const card = await picture(apiPaths.deelnemerKaart(deelnemer.id));
    expect(card.size).toEqual({ width: 1080, height: 1080 });
  });

  it('answers 304 to its ETag and a new picture under a new ETag after the colours change', async () => {
    const p = apiPaths.deelnemerKaart(deelnemer.id);
    const first = await picture(p);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await fetchBare(p, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect((await fetchBare(p, { 'if-none-match': `W/${etag}` })).status).toBe(304);

    await client.ok('PUT', organiserPaths.huisstijlKleuren, {
      primaryColour: '#7a1020',
      secondaryColour: '#ffffff',
    });
    const changed = await fetchBare(p, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    const newEtag = changed.headers.get('etag');
    expect(newEtag).not.toBe(etag);
    const bytes = Buffer.from(await changed.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1080, height: 1080 });
    expect(bytes.equals(first.bytes)).toBe(false);
    expect((await fetchBare(p, { 'if-none-match': newEtag ?? '' })).status).toBe(304);
  });

  it("draws a closed season's pictures from its archive, cached for a week", async () => {
    const seizoenen = await server.getJson<Seizoenen>(apiPaths.seizoenen);
    const closed = seizoenen.find((s) => s.isFinished);
    expect(closed).toBeDefined();
    const archived = await picture(
      seizoenPath(apiPaths.bulletinPng(closed!.roundCount), closed!.id),
    );
    expect(archived.size).toEqual({ width: 1080, height: 1080 });
    expect(archived.response.headers.get('cache-control')).toMatch(/max-age=604800/);
    const people = await server.getJson<Deelnemers>(seizoenPath(apiPaths.deelnemers, closed!.id));
    const card = await picture(seizoenPath(apiPaths.deelnemerKaart(people[0]!.id), closed!.id));
    expect(card.size).toEqual({ width: 1080, height: 1080 });
  });

  it.each([
    [
      'a round not played yet',
      () => apiPaths.bulletinPng(stand.round + 1),
      404,
      /nog niet gespeeld/,
    ],
    ['a round past the last', () => apiPaths.bulletinPng(1000), 404, /bestaat niet/],
    [
      'an unknown participant',
      () => apiPaths.deelnemerKaart(987_654),
      404,
      /Deelnemer 987654 bestaat niet/,
    ],
    ['an unknown season', () => seizoenPath(apiPaths.bulletinPng(1), 99), 404, /Seizoen 99/],
    ['round 0', () => '/api/speelrondes/0/bulletin.png', 400, /^Speelronde moet/],
    [
      'a participant id in letters',
      () => '/api/deelnemers/abc/kaart.png',
      400,
      /^Deelnemer id moet/,
    ],
  ])('refuses %s in the error envelope', async (_, p, status, message) => {
    const response = await fetchBare(p());
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(message);
  });
});

describe('the API key', () => {
  it('is needed by every API route but exactly the listed pictures', async () => {
    const table = server.app.routeTable;
    const keys = new Set(table.map((r) => `${r.method} ${r.url}`));
    for (const exempt of API_KEY_EXEMPT_ROUTES) expect(keys, exempt).toContain(`GET ${exempt}`);
    const gets = table.filter((r) => r.method === 'GET' && r.url.startsWith('/api'));
    expect(gets.length).toBeGreaterThan(40);
    const answeredWithoutKey: string[] = [];
    for (const route of gets) {
      // Real ids, so the exempt pictures answer 200: season 3, round 1, the first participant.
      const concrete = route.url
        .replace(':seizoenId', '3')
        .replace(':id', String(deelnemer.id))
        .replace(/:[A-Za-z]+/g, '1');
      const response = await fetchBare(concrete);
      await response.arrayBuffer();
      if (response.status !== 401) answeredWithoutKey.push(route.url);
    }
    expect(answeredWithoutKey.sort()).toEqual([...API_KEY_EXEMPT_ROUTES].sort());
  });

  it('is still needed by another spelling of an exempt path', async () => {
    const response = await fetchBare(`/API/deelnemers/${deelnemer.id}/kaart.png`);
    expect(response.status).toBe(401);
  });
});

describe('link previews', () => {
  async function page(p: string) {
    const response = await fetchBare(p);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // (private too: a first visit gets the XSRF cookie, decision 007)
    expect(response.headers.get('cache-control')).toMatch(/^(private, )?no-cache$/);
    return response.text();
  }

  it("carries the participant's name in og:title and their card in og:image", async () => {
    const html = await page(`/deelnemers/${deelnemer.id}`);
    expect(metaOf(html, 'og:title')).toBe(`${deelnemer.name} – ${deelnemer.teamName}`);
    expect(metaOf(html, 'twitter:title')).toBe(metaOf(html, 'og:title'));
    expect(metaOf(html, 'og:description')).toMatch(
      new RegExp(
        `^${deelnemer.position}e in de tussenstand met .* punten .*na speelronde ${stand.round}`,
      ),
    );
    expect(metaOf(html, 'og:url')).toBe(`${server.url}/deelnemers/${deelnemer.id}`);
    expect(metaOf(html, 'og:type')).toBe('website');
    expect(metaOf(html, 'og:locale')).toBe('nl_NL');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaOf(html, 'og:image') ?? '';
    expect(image.startsWith(`${server.url}${apiPaths.deelnemerKaart(deelnemer.id)}?v=`)).toBe(true);
    expect(metaOf(html, 'twitter:image')).toBe(image);
    // Its own title and description, once each, in place of the site's.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${deelnemer.name} | Superelf</title>`);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(`content="${server.apiKey}"`);

    // What a chat app's crawler does next: fetch the picture, without any key.
    const { size } = await picture(image);
    expect(size).toEqual({ width: 1080, height: 1080 });
  });

  it("carries a round's title, winner and top 3 and its picture", async () => {
    const html = await page(`/info/wedstrijden/${stand.round}`);
    expect(metaOf(html, 'og:title')).toBe(`Speelronde ${stand.round}`);
    const description = metaOf(html, 'og:description') ?? '';
    for (const winner of stand.rondeWinnaars) expect(description).toContain(winner.name);
    for (const row of stand.rows.slice(0, 3))
      expect(description).toContain(`${row.position}. ${row.name}`);
    const image = metaOf(html, 'og:image') ?? '';
    expect(image.startsWith(`${server.url}${apiPaths.bulletinPng(stand.round)}?v=`)).toBe(true);
    expect((await picture(image)).size).toEqual({ width: 1080, height: 1080 });
  });

  it.each(['/deelnemers/987654', '/info/wedstrijden/999', '/standen/tussenstand', '/'])(
    'gives %s the site title and no picture',
    async (p) => {
      const html = await page(p);
      expect(html).toContain('<title>Superelf</title>');
      expect(metaOf(html, 'og:title')).toBe('Superelf');
      expect(metaOf(html, 'og:image')).toBeUndefined();
      expect(metaOf(html, 'twitter:card')).toBe('summary');
    },
  );
});
