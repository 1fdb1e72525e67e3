// Every public answer, header and status, byte for byte as recorded (issue 25): a change that
// only moves code (the server's rooms, the read model, a worker for the engine) must leave what a
// visitor receives exactly as it was. The requests come from the server's own route table, with
// real, missing and malformed parameters, with and without the API key, plus the pages.
//
// The demo is seeded at a fixed moment and the process's clock starts there, so the answers do
// not depend on the day the test runs. A deliberate change of an answer records anew:
//   RECORD_ANSWERS=1 npx vitest run --project @clubelf/server apps/server/src/test/recorded-answers.api.test.ts
// and the fixture's diff shows which requests changed.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BekerRondeSummary, Deelnemers, SpelerRow } from '@clubelf/contract';
import { apiPaths } from '@clubelf/contract/paths';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDefaultDemo } from '../demo-seed/seed-demo';
import { API_KEY_PLACEHOLDER } from '../http/web-static';
import { startTestServer, type TestServer } from './test-server';

const FIXTURE = fileURLToPath(new URL('./fixtures/recorded-answers.json', import.meta.url));
// eslint-disable-next-line no-restricted-properties -- the test run's switch, not the server's
const RECORD = process.env.RECORD_ANSWERS === '1';
/** The moment the demo is seeded at and the clock starts from: a Thursday in the season. */
const FIXED_NOW = new Date('2026-11-26T09:00:00.000Z');

/** Headers that differ on every run by design: the clock and the random XSRF token. */
const VOLATILE_HEADERS = new Set(['date', 'keep-alive', 'connection']);
const XSRF_VALUE = /(XSRF-TOKEN=)[^;]+/g;
/** Streams that never end (the live events): their headers are walked by the live tests. */
const NOT_RECORDED = new Set(['/api/live']);
/**
 * Web Push's key pair, given (decision 029): generated, it would be new in every run's DATA_DIR
 * and GET /api/push/sleutel would differ each time. A test pair, used nowhere else.
 */
const VAPID_ENV = {
  VAPID_PUBLIC_KEY:
    'BKzLhxQz9EyjLwzobzKYzZ9yxmbmpAn0TOMN4Nj7nxgv8JTXHlRKe9FmLqkNZTq8pGogAyOGa8o3btQK2xnJb5c',
  VAPID_PRIVATE_KEY: 'fcDOGZlWNsTDXdOMgBpCZNXWGIp02766cWjogYS-nrA',
  VAPID_SUBJECT: 'mailto:beheer@clubelf.invalid',
};
const SERVER = 'http://server';
const ZIPPED = /^application\/vnd\.openxmlformats/;

/** A small stand-in for the web build: index.html with the placeholders the server fills in. */
function webDist(dir: string): string {
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="nl"><head><title>Superelf</title>' +
      '<meta name="description" content="De superelf van de club" />' +
      `<meta name="clubelf-api-key" content="${API_KEY_PLACEHOLDER}" /></head>` +
      '<body><div id="root"></div></body></html>',
  );
  return dir;
}

interface Recorded {
  status: number;
  headers: Record<string, string>;
  bytes: number;
  sha256: string;
}

let server: TestServer;
let requests: string[];

/** Real ids for every kind of route parameter, read from the seeded demo. */
async function parameterValues(s: TestServer) {
  const deelnemers = await s.getJson<Deelnemers>(apiPaths.deelnemers);
  const bekers = await s.getJson<BekerRondeSummary[]>(apiPaths.bekerrondes);
  const teambekers = await s.getJson<BekerRondeSummary[]>(apiPaths.teambekerrondes);
  const speler = (await s.getJson<SpelerRow[]>(apiPaths.spelers('totaalscore')))[0];
  const seizoenen = await s.getJson<{ id: number }[]>('/api/seizoenen');
  const closed = seizoenen
    .map((z) => z.id)
    .filter((id) => id !== Math.max(...seizoenen.map((z) => z.id)));
  return {
    deelnemer: String(deelnemers[0]?.id ?? 1),
    persoon: String(deelnemers[0]?.persoonId ?? 1),
    beker: String(bekers[0]?.id ?? 1),
    teambeker: String(teambekers[0]?.id ?? 1),
    speler: String(speler?.playerId ?? 1),
    club: String(speler?.clubId ?? 1),
    seizoenen: closed.map(String),
  };
}

type Values = Awaited<ReturnType<typeof parameterValues>>;

/** The real value of a route's parameter, read from its name and the segment before it. */
function realValue(url: string, name: string, values: Values): string {
  const before = url.slice(0, url.indexOf(`:${name}`));
  if (name === 'round') return '1';
  if (name === 'nummer') return '1';
  if (name === 'referentie') return 'ONBEKEND1';
  if (name === 'file') return 'onbekend.css';
  if (before.endsWith('/teambekerrondes/')) return values.teambeker;
  if (before.endsWith('/bekerrondes/')) return values.beker;
  if (before.endsWith('/spelers/')) return values.speler;
  if (before.endsWith('/clubs/')) return values.club;
  if (before.endsWith('/personen/')) return values.persoon;
  return values.deelnemer;
}

/** Each GET route with real values, a missing id and a malformed one; archived under each season. */
function requestsFor(urls: string[], values: Values): string[] {
  const out = new Set<string>();
  for (const url of urls) {
    if (NOT_RECORDED.has(url)) continue;
    const names = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
    const fill = (pick: (name: string) => string) =>
      url.replace(/:(\w+)/g, (_m, name: string) => pick(name));
    const seasons = names.includes('seizoenId') ? [...values.seizoenen, '99', 'x'] : [''];
    for (const seizoen of seasons) {
      const real = (name: string) =>
        name === 'seizoenId' ? seizoen : realValue(url, name, values);
      out.add(fill(real));
      for (const other of names.filter((n) => n !== 'seizoenId')) {
        out.add(fill((name) => (name === other ? '999999' : real(name))));
        out.add(fill((name) => (name === other ? 'abc' : real(name))));
      }
    }
  }
  for (const page of [
    '/',
    '/home',
    '/standen/tussenstand',
    `/deelnemers/${values.deelnemer}`,
    '/deelnemers/999999',
    '/info/wedstrijden/1',
    `/seizoenen/${values.seizoenen[0]}/deelnemers/${values.deelnemer}`,
    '/bestaat/niet',
    '/api/bestaat/niet',
  ]) {
    out.add(page);
  }
  return [...out].sort();
}

async function record(path: string, withKey: boolean): Promise<Recorded> {
  const response = await fetch(`${server.url}${path}`, {
    headers: withKey ? { 'x-api-key': server.apiKey, 'accept-encoding': 'identity' } : {},
  });
  // A page names its own address (og:url): the port is the test's, not the answer's.
  const raw = Buffer.from(await response.arrayBuffer());
  const isText = /^(text\/|application\/(json|manifest))/.test(
    response.headers.get('content-type') ?? '',
  );
  const body = isText ? Buffer.from(raw.toString('utf8').replaceAll(server.url, SERVER)) : raw;
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (VOLATILE_HEADERS.has(name)) continue;
    headers[name] = value.replace(XSRF_VALUE, '$1<token>').replaceAll(server.url, SERVER);
  }
  return {
    status: response.status,
    headers,
    bytes: body.length,
    // A workbook is a zip whose entries carry the moment they were written: its size is kept.
    sha256: ZIPPED.test(response.headers.get('content-type') ?? '')
      ? 'zip'
      : createHash('sha256').update(body).digest('hex'),
  };
}

let distDir: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: FIXED_NOW, shouldAdvanceTime: true });
  distDir = webDist(mkdtempSync(path.join(tmpdir(), 'clubelf-recorded-')));
  server = await startTestServer({
    empty: true,
    webDistDir: distDir,
    env: VAPID_ENV,
    prepare: async (location) => {
      const db = connectDatabase(location);
      try {
        await migrateToLatest(db);
        await seedDefaultDemo(db, FIXED_NOW);
      } finally {
        await db.destroy();
      }
    },
  });
  const urls = server.app.routeTable.filter((r) => r.method === 'GET').map((r) => r.url);
  requests = requestsFor(urls, await parameterValues(server));
}, 240_000);

afterAll(async () => {
  await server?.close();
  rmSync(distDir, { recursive: true, force: true });
  vi.useRealTimers();
});

describe('the recorded answers', () => {
  it('every public answer, header and status is what it was', async () => {
    const answers: Record<string, Recorded> = {};
    for (const path of requests) {
      answers[`GET ${path}`] = await record(path, true);
      answers[`GET ${path} (zonder sleutel)`] = await record(path, false);
    }
    if (RECORD) {
      mkdirSync(path.dirname(FIXTURE), { recursive: true });
      writeFileSync(FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, Recorded>;
    const changed = Object.keys({ ...recorded, ...answers }).filter(
      (key) => JSON.stringify(recorded[key]) !== JSON.stringify(answers[key]),
    );
    expect(changed, 'requests whose answer changed (RECORD_ANSWERS=1 records anew)').toEqual([]);
    expect(Object.keys(answers).length).toBeGreaterThan(500);
  }, 600_000);
});
