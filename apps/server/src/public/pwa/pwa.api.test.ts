// Installing the site as an app: the manifest, its icons and index.html's links follow the
// club's name, colours and crest; the service worker's files are never kept stale.
import { huisstijlSchema, siteInfoSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrganiserServer, type OrganiserClient } from '../../test/organiser/organiser-client';
import type { TestServer } from '../../test/test-server';

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  display: string;
  start_url: string;
  scope: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

let server: TestServer;
let client: OrganiserClient;
// A web build of one page and a service worker: enough to see what the server does with them.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'clubelf-pwa-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Superelf</title></head><body></body></html>',
);
const SW = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
writeFileSync(path.join(webDistDir, 'sw.js'), SW);
writeFileSync(path.join(webDistDir, 'sw.js.gz'), gzipSync(SW));
writeFileSync(path.join(webDistDir, 'workbox-1a2b3c4d.js'), 'define([], () => {});');
writeFileSync(path.join(webDistDir, 'robots.txt'), 'User-agent: *\n');

beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ webDistDir }));
});
afterAll(async () => {
  await server.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

async function manifest(): Promise<{ response: Response; body: Manifest }> {
  const response = await fetch(`${server.url}/manifest.webmanifest`);
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as Manifest };
}

async function png(url: string) {
  const response = await fetch(`${server.url}${url}`);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  const bytes = Buffer.from(await response.arrayBuffer());
  const { format, width, height } = await sharp(bytes).metadata();
  const { data, info } = await sharp(bytes)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  /** [r, g, b, a] of the pixel at (x, y). */
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * 4;
    return [...data.subarray(at, at + 4)];
  };
  /** The pixels of about this colour (opaque), as [x, y]. */
  const pixelsOf = (hex: string) => {
    const [r, g, b] = rgb(hex) as [number, number, number];
    const found: Array<[number, number]> = [];
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const [pr, pg, pb, pa] = pixel(x, y) as [number, number, number, number];
        const near = Math.abs(pr - r) + Math.abs(pg - g) + Math.abs(pb - b) < 24;
        if (near && pa > 250) found.push([x, y]);
      }
    }
    return found;
  };
  return { response, format, width, height, pixel, pixelsOf };
}

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

async function head(): Promise<string> {
  const html = await (await fetch(`${server.url}/home`)).text();
  return html.slice(0, html.indexOf('</head>'));
}

describe('the web app manifest', () => {
  it('names the club and takes its colours, installable on its own at /home', async () => {
    const site = siteInfoSchema.parse(await server.getJson(apiPaths.siteInfo));
    const { response, body } = await manifest();
    expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(body).toMatchObject({
      id: '/home',
      name: `Superelf ${site.clubName}`,
      short_name: 'Superelf',
      lang: 'nl',
      display: 'standalone',
      start_url: '/home',
      scope: '/',
      theme_color: '#0b5d2a',
      background_color: '#0b5d2a',
    });
    expect(body.icons.map((i) => [i.sizes, i.type, i.purpose])).toEqual([
      ['192x192', 'image/png', 'any'],
      ['512x512', 'image/png', 'any'],
      ['512x512', 'image/png', 'maskable'],
    ]);
    const again = await fetch(`${server.url}/manifest.webmanifest`, {
      headers: { 'if-none-match': response.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('is linked from every page with the theme colour and the icon iOS takes', async () => {
    const { body } = await manifest();
    const version = /\/huisstijl\/icoon\/([0-9a-f]{16})-192\.png/.exec(body.icons[0]!.src)![1];
    const html = await head();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain('<meta name="theme-color" content="#0b5d2a" />');
    expect(html).toContain(
      `<link rel="apple-touch-icon" href="/huisstijl/icoon/${version}-apple-180.png" />`,
    );
    const apple = await png(`/huisstijl/icoon/${version}-apple-180.png`);
    expect([apple.width, apple.height]).toEqual([180, 180]);
  });

  it('has icons of the stated sizes, cached for good: rounded ones, and a maskable one filled to the edge', async () => {
    const { body } = await manifest();
    for (const icon of body.icons) {
      const image = await png(icon.src);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([image.format, image.width, image.height]).toEqual(['png', width, height]);
      expect(image.response.headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
      const cached = await fetch(`${server.url}${icon.src}`, {
        headers: { 'if-none-match': image.response.headers.get('etag')! },
      });
      expect(cached.status).toBe(304);
      // The corner: see-through on a rounded icon, the club's colour on the maskable one.
      expect(image.pixel(1, 1)).toEqual(
        icon.purpose === 'maskable' ? [...rgb('#0b5d2a'), 255] : [0, 0, 0, 0],
      );
      // Without a crest: the white ball, a good part of the icon.
      expect(image.pixelsOf('#ffffff').length / (width! * height!)).toBeGreaterThan(0.1);
    }
  });

  it('follows new colours and a crest under new icon URLs; an old URL gets today’s icon, briefly kept', async () => {
    const before = (await manifest()).body;
    await client.ok('PUT', organiserPaths.huisstijlKleuren, {
      primaryColour: '#a50021',
      secondaryColour: '#ffffff',
    });
    const coloured = (await manifest()).body;
    expect([coloured.theme_color, coloured.background_color]).toEqual(['#a50021', '#a50021']);
    expect(coloured.icons[2]!.src).not.toBe(before.icons[2]!.src);
    expect(await head()).toContain('<meta name="theme-color" content="#a50021" />');
    const maskable = await png(coloured.icons[2]!.src);
    expect(maskable.pixel(1, 1)).toEqual([...rgb('#a50021'), 255]);
    const old = await png(before.icons[2]!.src);
    expect(old.response.headers.get('cache-control')).toBe('no-cache');
    expect(old.pixel(1, 1)).toEqual([...rgb('#a50021'), 255]);

    // A blue crest: the middle of every icon is the crest.
    const crest = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 4,
        background: { r: 0, g: 0, b: 255, alpha: 1 },
      },
    })
      .png()
      .toBuffer();
    const upload = await fetch(`${server.url}${organiserPaths.huisstijlWapen}`, {
      method: 'PUT',
      headers: {
        'x-api-key': server.apiKey,
        cookie: `${XSRF_COOKIE}=${client.xsrf}`,
        'x-xsrf-token': client.xsrf,
        authorization: `Bearer ${client.token}`,
        'content-type': 'image/png',
      },
      body: crest,
    });
    expect(upload.status).toBe(200);
    expect(huisstijlSchema.parse(await upload.json()).crest).not.toBeNull();
    const withCrest = (await manifest()).body;
    expect(withCrest.icons[0]!.src).not.toBe(coloured.icons[0]!.src);
    for (const icon of withCrest.icons) {
      const image = await png(icon.src);
      const size = image.width!;
      const crestPixels = image.pixelsOf('#0000ff');
      expect(crestPixels.length / size ** 2).toBeGreaterThan(0.25);
      // The ball is gone: white (the secondary colour now) only in the band at the bottom.
      expect(image.pixelsOf('#ffffff').every(([, y]) => y >= size * 0.9)).toBe(true);
      // The maskable icon keeps the crest inside the safe zone, the middle circle of 80%.
      if (icon.purpose === 'maskable') {
        const farthest = Math.max(
          ...crestPixels.map(([x, y]) => Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2)),
        );
        expect(farthest).toBeLessThanOrEqual(size * 0.4);
      }
    }
  });

  it('answers 404 for an icon it does not make', async () => {
    const { body } = await manifest();
    const version = /([0-9a-f]{16})-192\.png$/.exec(body.icons[0]!.src)![1];
    for (const file of [`${version}-64.png`, `${version}-192.jpg`, 'abc-192.png']) {
      expect((await fetch(`${server.url}/huisstijl/icoon/${file}`)).status).toBe(404);
    }
  });
});

describe('the service worker files', () => {
  it('are asked again at every check (no-cache), as JavaScript, precompressed copies too', async () => {
    for (const [file, encoding] of [
      ['/sw.js', 'identity'],
      ['/sw.js', 'gzip'],
      ['/workbox-1a2b3c4d.js', 'identity'],
    ] as const) {
      const response = await fetch(`${server.url}${file}`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
      expect(response.headers.get('cache-control'), `${file} ${encoding}`).toBe('no-cache');
      await response.arrayBuffer();
    }
    // Other files at the root keep their hour.
    const robots = await fetch(`${server.url}/robots.txt`);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('are allowed by the content security policy (worker and manifest from the site itself)', async () => {
    const csp = (await fetch(`${server.url}/home`)).headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // No worker-src or manifest-src of their own: both fall back to 'self'.
    expect(csp).not.toMatch(/worker-src|manifest-src/);
  });
});
