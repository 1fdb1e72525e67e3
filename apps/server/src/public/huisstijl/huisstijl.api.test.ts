// The club's colours and crest end to end: the organiser's writes (each refusal a 400 in Dutch),
// the stylesheet index.html links, the crest images with their caching.
import { huisstijlSchema } from '@clubelf/contract';
import { organiserPaths } from '@clubelf/contract/organiser/paths';
import { apiPaths, XSRF_COOKIE } from '@clubelf/contract/paths';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../../test/test-server';
import { lastAudit, startOrganiserServer } from '../../test/organiser/organiser-client';
import type { OrganiserClient } from '../../test/organiser/organiser-client';

let server: TestServer;
let client: OrganiserClient;
// A web build of one page: enough to see what index.html gets.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'clubelf-huisstijl-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><link rel="stylesheet" href="/assets/app.css"></head><body></body></html>',
);
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer({ webDistDir }));
});
afterAll(async () => {
  await server.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function upload(bytes: Buffer | string, contentType = 'image/png') {
  return fetch(`${server.url}${organiserPaths.huisstijlWapen}`, {
    method: 'PUT',
    headers: {
      'x-api-key': server.apiKey,
      cookie: `${XSRF_COOKIE}=${client.xsrf}`,
      'x-xsrf-token': client.xsrf,
      authorization: `Bearer ${client.token}`,
      'content-type': contentType,
    },
    body: bytes,
  });
}

async function refusal(response: Response): Promise<string> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as { error: { message: string } };
  return body.error.message;
}

const image = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 20, b: 30, alpha: 1 } },
  });

/** A valid PNG header whose IHDR claims width x height (the CRC is recomputed). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await image(4, 4).png().toBuffer());
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  const { crc32 } = await import('node:zlib');
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

async function indexStylesheet(): Promise<string> {
  const html = await (await server.get('/')).text();
  // After the app's own stylesheet, so the club's values win over the defaults.
  expect(html.indexOf('/huisstijl/kleuren/')).toBeGreaterThan(html.indexOf('/assets/app.css'));
  const href = /<link rel="stylesheet" href="(\/huisstijl\/kleuren\/[0-9a-f]{16}\.css)" \/>/.exec(
    html,
  )?.[1];
  expect(href).toBeDefined();
  return href!;
}

describe('huisstijl', () => {
  it('has the default colours and no crest before anything is set', async () => {
    const body = huisstijlSchema.parse(await server.getJson(apiPaths.huisstijl));
    expect(body).toEqual({ primaryColour: '#0b5d2a', secondaryColour: '#f5c400', crest: null });
  });

  it('saves readable colours; index.html links them as CSS variables, cached for good', async () => {
    const before = await indexStylesheet();
    const saved = await client.ok('PUT', organiserPaths.huisstijlKleuren, {
      primaryColour: '#A50021',
      secondaryColour: '#ffffff',
    });
    expect(saved).toMatchObject({ primaryColour: '#a50021', secondaryColour: '#ffffff' });
    expect((await lastAudit(server.db)).action).toBe('huisstijl.kleuren');

    const href = await indexStylesheet();
    expect(href).not.toBe(before);
    const css = await fetch(`${server.url}${href}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.headers.get('cache-control')).toContain('immutable');
    const text = await css.text();
    expect(text).toContain('--club-primary: #a50021;');
    expect(text).toContain('--club-secondary: #ffffff;');
    const again = await fetch(`${server.url}${href}`, {
      headers: { 'if-none-match': css.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('refuses a colour that is no #rrggbb, unreadable text and a weak accent, in Dutch', async () => {
    const bad = await client.call('PUT', organiserPaths.huisstijlKleuren, {
      primaryColour: 'rood',
      secondaryColour: '#fff',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('primaryColour moet een kleur als #rrggbb zijn');
    const light = await client.call('PUT', organiserPaths.huisstijlKleuren, {
      primaryColour: '#f5c400',
      secondaryColour: '#f6c500',
    });
    expect(light.status).toBe(400);
    const message = JSON.stringify(light.body);
    expect(message).toContain('primaryColour: Witte tekst op #f5c400 is slecht leesbaar');
    expect(message).toContain('secondaryColour: #f6c500 valt te weinig op');
  });

  it('takes a PNG crest, resized to 128 and 256 pixels, served by version with an ETag', async () => {
    const response = await upload(await image(600, 400).png().toBuffer());
    expect(response.status).toBe(200);
    const body = huisstijlSchema.parse(await response.json());
    expect(body.crest).not.toBeNull();
    for (const [url, size, format] of [
      [body.crest!.png128, 128, 'png'],
      [body.crest!.png256, 256, 'png'],
      [body.crest!.webp128, 128, 'webp'],
      [body.crest!.webp256, 256, 'webp'],
    ] as const) {
      const file = await fetch(`${server.url}${url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(`image/${format}`);
      expect(file.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, size, size]);
      const cached = await fetch(`${server.url}${url}`, {
        headers: { 'if-none-match': file.headers.get('etag')! },
      });
      expect(cached.status).toBe(304);
    }
    const css = await (await fetch(`${server.url}${await indexStylesheet()}`)).text();
    expect(css).toContain(body.crest!.webp256);
  });

  it('takes a JPEG crest and replaces the previous one', async () => {
    const before = huisstijlSchema.parse(await server.getJson(apiPaths.huisstijl)).crest!;
    const response = await upload(await image(300, 300).jpeg().toBuffer(), 'image/jpeg');
    expect(response.status).toBe(200);
    const after = huisstijlSchema.parse(await response.json()).crest!;
    expect(after.png256).not.toBe(before.png256);
    expect((await fetch(`${server.url}${before.png256}`)).status).toBe(404);
    expect((await fetch(`${server.url}${after.png256}`)).status).toBe(200);
  });

  it('refuses hostile and unusable uploads with a 400 in Dutch, keeping the crest', async () => {
    const before = await server.getJson(apiPaths.huisstijl);
    const png = await image(64, 64).png().toBuffer();
    expect(await refusal(await upload(await pngClaiming(20_000, 20_000)))).toBe(
      'De afbeelding is te groot (20000 x 20000 pixels); hoogstens 4096 x 4096 pixels.',
    );
    expect(await refusal(await upload(png.subarray(0, Math.floor(png.length / 2))))).toMatch(
      /^Het bestand is beschadigd of (onvolledig|geen geldige afbeelding)\./,
    );
    expect(await refusal(await upload('gewoon wat tekst, geen plaatje', 'image/png'))).toMatch(
      /^Dit bestand is geen afbeelding die we kunnen lezen\./,
    );
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(await refusal(await upload(svg, 'image/svg+xml'))).toMatch(
      /^SVG-bestanden worden niet geaccepteerd/,
    );
    const large = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
    expect(await refusal(await upload(large))).toBe(
      'Het bestand is te groot: een clubwapen mag hoogstens 2 MB zijn.',
    );
    expect(await refusal(await upload(Buffer.alloc(0)))).toMatch(/^Er is geen afbeelding/);
    expect(await server.getJson(apiPaths.huisstijl)).toEqual(before);
  });

  it('needs the organiser for every write', async () => {
    const response = await fetch(`${server.url}${organiserPaths.huisstijlWapen}`, {
      method: 'DELETE',
      headers: {
        'x-api-key': server.apiKey,
        cookie: `${XSRF_COOKIE}=${client.xsrf}`,
        'x-xsrf-token': client.xsrf,
      },
    });
    expect(response.status).toBe(401);
  });

  it('removes the crest', async () => {
    const { crest } = huisstijlSchema.parse(await server.getJson(apiPaths.huisstijl));
    const body = await client.ok('DELETE', organiserPaths.huisstijlWapen);
    expect(body).toMatchObject({ crest: null });
    expect((await fetch(`${server.url}${crest!.png128}`)).status).toBe(404);
  });
});
