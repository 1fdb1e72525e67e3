// Malformed URLs (bad percent-encoding) are refused by the router before any hook runs; they
// still answer in the one error envelope, with the security headers of every other answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiErrorSchema } from '@clubelf/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server';

/** Headers helmet sets on every answer; a refusal must carry the same values. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
];

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'clubelf-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="nl"></html>');
  writeFileSync(path.join(dist, 'assets', 'index-a1b2c3.js'), 'console.log("clubelf");');
  server = await startTestServer({ webDistDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET over node:http, which sends the path exactly as written (fetch would normalise it). */
function get(requestPath: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${server.url}/`,
      { method: 'GET', path: requestPath, headers: { 'x-api-key': server.apiKey, ...headers } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('a malformed URL', () => {
  it.each(['/assets/..%c0%af..', '/%c0%af', '/api/%E0%A4%A', '/api/settings%', '/%zz/home'])(
    '%s answers 400 in the error envelope, with the security headers',
    async (requestPath) => {
      const answer = await get(requestPath);
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      const body = apiErrorSchema.parse(JSON.parse(answer.body));
      expect(body.error.code).toBe('bad_request');
      expect(body.error.message).toBe('Het adres van het verzoek is ongeldig.');
      // Nothing of the path is echoed back.
      expect(answer.body).not.toMatch(/%|c0|E0/i);
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');

      const normal = await get('/api/settings');
      expect(normal.status).toBe(200);
      for (const name of SECURITY_HEADERS) {
        expect(normal.headers[name], name).toBeDefined();
        expect(answer.headers[name], name).toEqual(normal.headers[name]);
      }
    },
  );

  it('still answers 404 for an escaped dot segment, which decodes fine', async () => {
    const answer = await get('/assets/%2e%2e/index.html');
    expect(answer.status).toBe(404);
    expect(apiErrorSchema.parse(JSON.parse(answer.body)).error.code).toBe('not_found');
  });

  it('leaves a well-formed escaped path alone', async () => {
    expect((await get('/assets/index-a1b2c3.js')).status).toBe(200);
  });
});
