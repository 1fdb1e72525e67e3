// For every organiser endpoint: no API key or token 401, no XSRF header 403, every bad input a
// 400 with a Dutch message, and in all those cases nothing written (the tables' fingerprint).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../test-server';
import { dataFingerprint, startOrganiserServer } from './organiser-client';
import type { OrganiserClient } from './organiser-client';
import { generatedBadInputs, organiserEndpoints } from './organiser-endpoints';
import type { GeneratedBadInput, OrganiserEndpoint } from './organiser-endpoints';
import { loadFixtures } from './organiser-fixtures';

let server: TestServer;
let client: OrganiserClient;
let endpoints: OrganiserEndpoint[];
beforeAll(async () => {
  ({ server, client } = await startOrganiserServer());
  endpoints = organiserEndpoints(await loadFixtures(client));
});
afterAll(() => server.close());

/** zod's own (English) texts must never reach the organiser. */
const ENGLISH = /Invalid|expected|received|Too (big|small)|Unrecognized|Required/;

async function expectRefusals(endpoint: OrganiserEndpoint) {
  const { method, path, body } = endpoint;
  const noKey = await client.call(method, path, body, { headers: { 'x-api-key': undefined } });
  expect(noKey.status, 'without API key').toBe(401);
  const noToken = await client.call(method, path, body, { token: '' });
  expect(noToken.status, 'without token').toBe(401);
  const badToken = await client.call(method, path, body, {
    headers: { authorization: 'Bearer a.b.c' },
  });
  expect(badToken.status, 'with a forged token').toBe(401);
  if (method !== 'GET') {
    const noXsrf = await client.call(method, path, body, {
      headers: { 'x-xsrf-token': undefined },
    });
    expect(noXsrf.status, 'without XSRF header').toBe(403);
  }
}

async function expectBadInput(endpoint: OrganiserEndpoint, bad: GeneratedBadInput) {
  const answer = await client.call<{ error: { code: string; message: string } }>(
    endpoint.method,
    bad.path ?? endpoint.path,
    'body' in bad ? bad.body : endpoint.body,
  );
  const label = `${endpoint.name}: ${bad.label}`;
  expect(answer.status, `${label} (${JSON.stringify(answer.body)})`).toBe(400);
  const message = answer.body.error.message;
  expect(answer.body.error.code, label).toBe('bad_request');
  expect(message, label).not.toMatch(ENGLISH);
  if (bad.match === 'exact') expect(message, label).toBe(bad.message);
  else if (bad.match === 'start')
    expect(message.startsWith(bad.message), `${label}: ${message}`).toBe(true);
  else expect(message, label).toContain(bad.message);
}

describe('every organiser endpoint', () => {
  it('is in the table with a valid request and bad variants for each write', async () => {
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(38);
    for (const e of endpoints.filter((x) => x.method === 'POST' || x.method === 'PUT')) {
      expect(generatedBadInputs(e).length + e.bad.length, e.name).toBeGreaterThan(5);
    }
  });

  it('refuses missing credentials and bad input, writing nothing', async () => {
    for (const endpoint of endpoints) {
      const before = await dataFingerprint(server.db);
      await expectRefusals(endpoint);
      const variants: GeneratedBadInput[] = [
        ...generatedBadInputs(endpoint),
        ...endpoint.bad.map((b) => ({ ...b, match: 'contains' as const })),
      ];
      for (const bad of variants) await expectBadInput(endpoint, bad);
      expect(await dataFingerprint(server.db), `${endpoint.name}: nothing written`).toBe(before);
    }
  }, 600_000); // a count of requests bounds it; the timeout only guards against a hang
});
