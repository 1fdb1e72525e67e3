// What lets a CDN or reverse proxy carry match-day traffic: public API answers and the built
// assets are shared-cacheable (no cookie, no 'private'), revalidate with 304, and come
// compressed; assets precompressed and immutable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { precompressWebBuild } from './precompress-web';
import { API_CACHE_CONTROL } from './hot-reads';

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"deelnemer ${i}"`).join(',')}];\n`;
const INDEX = `<!doctype html><html lang="nl"><head>
<meta name="clubelf-api-key" content="__CLUBELF_API_KEY__">
<script type="module" src="/assets/index-c0ffee.js"></script></head><body></body></html>`;

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'clubelf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'index-c0ffee.js'), SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'tiny-abc.css'), 'body{margin:0}');
  expect(precompressWebBuild(dist).map((f) => f.file)).toEqual([
    path.join('assets', 'index-c0ffee.js'),
  ]);
  server = await startTestServer({ webDistDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

/**
 * A GET through node:http, as a proxy sends it: fetch would decompress the body, and it adds
 * Cache-Control: no-cache to a conditional request.
 */
function rawGet(p: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const req = request(`${server.url}${p}`, {
        headers: { 'x-api-key': server.apiKey, ...headers },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** As a CDN asks: no cookie of any visitor. */
const fetchRaw = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${p}`, { headers: { 'x-api-key': server.apiKey, ...headers } });

describe('public API GETs', () => {
  const paths = [apiPaths.summary.tussenstand, apiPaths.standen.tussenstand, apiPaths.settings];

  it.each(paths)('%s is cacheable by shared caches, with no cookie', async (p) => {
    const response = await fetchRaw(p);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    expect(API_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it('answers 304 to a matching If-None-Match, in any encoding, and 200 to an old one', async () => {
    const first = await fetchRaw(apiPaths.standen.tussenstand, { 'accept-encoding': 'br' });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/-br"$/);
    for (const [encoding, tag] of [
      ['br', etag],
      ['gzip', etag],
      ['identity', etag],
      ['br', `W/${etag}`],
      ['br', `"stale", ${etag}`],
    ]) {
      const again = await fetchRaw(apiPaths.standen.tussenstand, {
        'accept-encoding': encoding!,
        'if-none-match': tag!,
      });
      expect(again.status, `${encoding} ${tag}`).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('cache-control')).toBe(API_CACHE_CONTROL);
    }
    const old = await fetchRaw(apiPaths.standen.tussenstand, { 'if-none-match': '"stale"' });
    expect(old.status).toBe(200);
  });

  it('compresses with brotli or gzip as asked, each under its own ETag', async () => {
    const plain = await fetchRaw(apiPaths.standen.tussenstand, { 'accept-encoding': 'identity' });
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const raw = (encoding: string) =>
      rawGet(apiPaths.standen.tussenstand, { 'accept-encoding': encoding });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(text);
    expect(br.body.length).toBeLessThan(text.length / 3);
    const gzip = await raw('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.get('etag')]).size).toBe(3);
  });
});

describe('built web assets', () => {
  it('are immutable for a year in any cache, with no cookie', async () => {
    const response = await fetchRaw('/assets/index-c0ffee.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Accept-Encoding/i);
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('are sent precompressed to a client taking %s', async (accept, encoding) => {
    const { headers, body } = await rawGet('/assets/index-c0ffee.js', {
      'accept-encoding': accept,
    });
    expect(headers['content-encoding']).toBe(encoding);
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const decoded = encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    expect(decoded.toString()).toBe(SCRIPT);
  });

  it('are sent as they are to a client that takes no compression, or when too small', async () => {
    const plain = await fetchRaw('/assets/index-c0ffee.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
    const tiny = await fetchRaw('/assets/tiny-abc.css', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('body{margin:0}');
  });

  it('answer 304 when revalidated', async () => {
    const first = await rawGet('/assets/index-c0ffee.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/"/);
    const again = await rawGet('/assets/index-c0ffee.js', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});
