// What a request to a closed season may cost, over real HTTP on three small closed seasons: a
// participant, round or picture the season does not have is refused from what is stored (the
// same 404 as the computed season gives, byte for byte) without an engine run; the seasons are
// kept computed by use, and requests to one being computed share its computation. Engine runs
// are counted on the archived-season computation (archivedEngineRuns), never timed. On SQLite
// and PostgreSQL.
import { apiPaths, seizoenPath } from '@clubelf/contract/paths';
import type { Deelnemers } from '@clubelf/contract';
import { generateDemoHistory, generateDemoSeason } from '@clubelf/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { seedDemoSeason } from '../../demo-seed/seed-demo';
import { startTestServer } from '../../test/test-server';
import type { TestServer } from '../../test/test-server';
import { archivedEngineRuns } from './archived-season';

/** Seasons 1, 2 and 3 closed, 4 current; small, so seeding and computing are quick. */
const CLOSED = [1, 2, 3] as const;

let server: TestServer;
/** A participant of each closed season, and one of the current season. */
const someone = new Map<number, number>();
let currentDeelnemer: number;

beforeAll(async () => {
  server = await startTestServer({
    empty: true,
    env: { DEMO: 'false' },
    prepare: async (location) => {
      const db = connectDatabase(location);
      try {
        await migrateToLatest(db);
        const current = generateDemoSeason({ deelnemerCount: 24 });
        await seedDemoSeason(db, current, {
          history: generateDemoHistory(current, { seasons: CLOSED.length }),
        });
      } finally {
        await db.destroy();
      }
    },
  });
  // The participant lists are stored answers: reading them computes nothing.
  for (const id of CLOSED) {
    const people = await server.getJson<Deelnemers>(seizoenPath(apiPaths.deelnemers, id));
    someone.set(id, people[0]!.id);
  }
  currentDeelnemer = (await server.getJson<Deelnemers>(apiPaths.deelnemers))[0]!.id;
}, 120_000);
afterAll(() => server?.close());

/** Status, content type and body, as a client sees them. */
async function answer(path: string) {
  const response = await server.get(path);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  };
}

describe('closed seasons kept computed', () => {
  it('are kept by use: the most recently used stays when another comes in', async () => {
    const ronde = async (season: number) =>
      (await answer(seizoenPath(apiPaths.deelnemerRonde(someone.get(season)!, 1), season))).status;
    // The first test: nothing computed yet. Two are kept (CLOSED_SEASONS_COMPUTED's default).
    const runs = archivedEngineRuns();
    expect(await ronde(1)).toBe(200);
    expect(await ronde(2)).toBe(200);
    expect(archivedEngineRuns() - runs).toBe(2);
    // 1 used again: now 2 is the least recently used, and goes for 3; 1 stays.
    expect(await ronde(1)).toBe(200);
    expect(await ronde(3)).toBe(200);
    expect(archivedEngineRuns() - runs).toBe(3);
    expect(await ronde(1)).toBe(200);
    expect(archivedEngineRuns() - runs).toBe(3);
    expect(await ronde(2)).toBe(200);
    expect(archivedEngineRuns() - runs).toBe(4);
  });
});

describe('closed seasons computed', () => {
  it('compute a season not computed yet once for requests that come at the same time', async () => {
    // Season 3 went out of memory at the end of the test before.
    const runs = archivedEngineRuns();
    const id = someone.get(3)!;
    const paths = [
      apiPaths.deelnemerRonde(id, 1),
      apiPaths.deelnemerRonde(id, 2),
      apiPaths.deelnemerRonde(id, 3),
      apiPaths.deelnemerRonde(id, 4),
    ].map((p) => seizoenPath(p, 3));
    const statuses = await Promise.all(paths.map(async (p) => (await answer(p)).status));
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(archivedEngineRuns() - runs).toBe(1);
  });
});

describe("a closed season's missing participant, round or picture", () => {
  it('is the same 404 as the computed season gives, without running the engine', async () => {
    const runs = archivedEngineRuns();
    // [asked of a closed season, the same asked of the current season (computed: its 404)]
    const pairs = (season: number) =>
      [
        [apiPaths.deelnemerRonde(999_999, 1), apiPaths.deelnemerRonde(999_999, 1)],
        [
          apiPaths.deelnemerRonde(someone.get(season)!, 99),
          apiPaths.deelnemerRonde(currentDeelnemer, 99),
        ],
        [apiPaths.deelnemerKaart(999_999), apiPaths.deelnemerKaart(999_999)],
        [apiPaths.bulletinPng(99), apiPaths.bulletinPng(99)],
      ] as const;
    for (const season of CLOSED) {
      for (const [closedPath, currentPath] of pairs(season)) {
        const closed = await answer(seizoenPath(closedPath, season));
        expect(closed.status, closedPath).toBe(404);
        expect(closed, closedPath).toEqual(await answer(currentPath));
      }
    }
    expect(archivedEngineRuns()).toBe(runs);
  });

  it('is answered for every closed season, again and again, without running the engine', async () => {
    const runs = archivedEngineRuns();
    for (let turn = 0; turn < 3; turn++) {
      for (const id of CLOSED) {
        const card = await answer(seizoenPath(apiPaths.deelnemerKaart(999_999), id));
        expect(card.status).toBe(404);
        expect(card.body).toContain('Deelnemer 999999 bestaat niet');
        const ronde = await answer(seizoenPath(apiPaths.deelnemerRonde(999_999, 1), id));
        expect(ronde.body).toContain('Deelnemer 999999 bestaat niet');
      }
    }
    expect(archivedEngineRuns()).toBe(runs);
  });
});
