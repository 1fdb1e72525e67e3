// /robots.txt is the server's own text, not the web app's index.html: crawlers may read the
// public pages and are kept off the organiser's dashboard and the API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server';

let server: TestServer;
// A built web app: without the route of its own, its page route would answer /robots.txt.
const webDistDir = mkdtempSync(path.join(tmpdir(), 'clubelf-robots-web-'));
writeFileSync(
  path.join(webDistDir, 'index.html'),
  '<!doctype html><html><head><title>Superelf</title></head><body></body></html>',
);

beforeAll(async () => {
  server = await startTestServer({ webDistDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

/**
 * Whether a crawler may fetch `urlPath` under these rules, as RFC 9309 reads them for one
 * group: the longest matching rule wins, Allow on a tie; no match allows.
 */
function allowed(robots: string, urlPath: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null && m[2] !== '')
    .map((m) => ({ allow: m[1]!.toLowerCase() === 'allow', prefix: m[2]! }))
    .filter((rule) => urlPath.startsWith(rule.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
  return rules[0]?.allow ?? true;
}

describe('/robots.txt', () => {
  it('is plain text for every crawler, cached for an hour, without the API key', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    const body = await response.text();
    expect(body).not.toContain('<html');
    expect(body.split('\n')[0]).toBe('User-agent: *');
  });

  it('allows the public pages and keeps crawlers off the dashboard and the API', async () => {
    const body = await (await fetch(`${server.url}/robots.txt`)).text();
    for (const page of [
      '/',
      '/home',
      '/standen',
      '/beker/schema',
      '/deelnemers/12',
      '/info/reglement',
    ]) {
      expect(allowed(body, page), page).toBe(true);
    }
    for (const closed of [
      '/dashboard',
      '/dashboard/bekers',
      '/api/standen',
      '/api/deelnemers/12',
    ]) {
      expect(allowed(body, closed), closed).toBe(false);
    }
  });

  it('answers HEAD with the same headers', async () => {
    const response = await fetch(`${server.url}/robots.txt`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });
});
