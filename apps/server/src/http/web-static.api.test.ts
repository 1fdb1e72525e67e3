import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { apiErrorSchema } from '@clubelf/contract';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { NOT_BUILT_TEXT } from './web-static';

const BROWSER_COOKIE = `${XSRF_COOKIE}=${'x'.repeat(43)}`;
const INDEX = `<!doctype html><html lang="nl"><head>
<meta name="clubelf-api-key" content="__CLUBELF_API_KEY__">
<script type="module" src="/assets/index-a1b2c3.js"></script></head><body><div id="root"></div></body></html>`;

const BIG = 'console.log("clubelf");\n'.repeat(200);

describe('with the web app built', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'clubelf-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log("clubelf");');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(path.join(dist, '.secret'), 'hidden');
    const big = path.join(dist, 'assets', 'big-d4e5f6.js');
    writeFileSync(big, BIG);
    writeFileSync(`${big}.br`, brotliCompressSync(BIG));
    writeFileSync(`${big}.gz`, gzipSync(BIG));
    server = await startTestServer({ webDistDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  // As a browser asks after the first page: with the XSRF cookie that page handed out.
  async function page(p: string) {
    const response = await fetch(`${server.url}${p}`, { headers: { cookie: BROWSER_COOKIE } });
    return { response, text: await response.text() };
  }

  it.each([
    '/',
    '/home',
    '/standen/tussenstand',
    '/beker/3',
    '/authentication/login?returnUrl=%2Fdashboard',
    '/index.html',
  ])('answers %s with index.html carrying the API key, never cached', async (p) => {
    const { response, text } = await page(p);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(text).toContain(`<meta name="clubelf-api-key" content="${server.apiKey}">`);
    expect(text).not.toContain('__CLUBELF_API_KEY__');
  });

  it('serves hashed assets for good', async () => {
    const { response, text } = await page('/assets/index-a1b2c3.js');
    expect(response.status).toBe(200);
    expect(text).toBe('console.log("clubelf");');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a precompressed copy, 304 to a current cache, HEAD and one byte range', async () => {
    const br = await fetch(`${server.url}/assets/big-d4e5f6.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(await br.text()).toBe(BIG);
    const gzip = await fetch(`${server.url}/assets/big-d4e5f6.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('etag')).not.toBe(br.headers.get('etag'));

    const plain = await fetch(`${server.url}/assets/index-a1b2c3.js`);
    const etag = plain.headers.get('etag') ?? '';
    const lastModified = plain.headers.get('last-modified') ?? '';
    expect(etag).toMatch(/^"/);
    const conditions: Array<Record<string, string>> = [
      { 'if-none-match': etag },
      { 'if-modified-since': lastModified },
    ];
    for (const headers of conditions) {
      const again = await fetch(`${server.url}/assets/index-a1b2c3.js`, { headers });
      expect(again.status).toBe(304);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }

    const head = await fetch(`${server.url}/assets/index-a1b2c3.js`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String('console.log("clubelf");'.length));
    expect(await head.text()).toBe('');

    const part = await fetch(`${server.url}/assets/index-a1b2c3.js`, {
      headers: { range: 'bytes=0-6' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 0-6/23');
    expect(await part.text()).toBe('console');
    const beyond = await fetch(`${server.url}/assets/index-a1b2c3.js`, {
      headers: { range: 'bytes=100-' },
    });
    expect(beyond.status).toBe(416);
  });

  it('asks again for the service worker every time, and never serves the raw index.html or dotfiles', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const hidden = await fetch(`${server.url}/.secret`, { headers: { cookie: BROWSER_COOKIE } });
    expect(await hidden.text()).not.toContain('hidden');
  });

  it('serves other files with a short cache', async () => {
    const { response } = await page('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('hands the XSRF cookie out with the page only, and keeps that answer out of shared caches', async () => {
    const first = await fetch(`${server.url}/standen/tussenstand`);
    expect(first.headers.getSetCookie()).toHaveLength(1);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    // Files and API answers, in any spelling that reaches them, never set it.
    for (const p of [
      '/favicon.svg',
      '/assets/index-a1b2c3.js',
      '/%61pi/settings',
      '/API/settings',
    ]) {
      const response = await fetch(`${server.url}${p}`, {
        headers: { 'x-api-key': server.apiKey },
      });
      expect(response.headers.getSetCookie(), p).toEqual([]);
    }
  });

  it('keeps the API apart: keys and JSON 404s still apply', async () => {
    expect((await fetch(`${server.url}/api/nope`)).status).toBe(401);
    const unknown = await server.get('/api/nope');
    expect(unknown.status).toBe(404);
    expect(apiErrorSchema.parse(await unknown.json()).error.code).toBe('not_found');
    expect((await server.get(apiPaths.settings)).status).toBe(200);
  });

  it('answers other methods on page routes with a JSON 404', async () => {
    const response = await fetch(`${server.url}/home`, { method: 'POST' });
    expect(response.status).toBe(404);
    expect(apiErrorSchema.parse(await response.json()).error.code).toBe('not_found');
  });
});

describe('without a web build', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers / with a short Dutch text and the API still works', async () => {
    for (const p of ['/', '/home']) {
      const response = await fetch(`${server.url}${p}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      expect(await response.text()).toBe(NOT_BUILT_TEXT);
    }
    expect(NOT_BUILT_TEXT).toMatch(/webapp is nog niet gebouwd/);
    expect((await server.get(apiPaths.summary.tussenstand)).status).toBe(200);
  });
});
