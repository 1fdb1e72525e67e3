// The demo as `npm start` and the tests seed it (the test template): two earlier seasons closed
// by closeSeason, then the current one, the same person behind the same name throughout
// (SQLite, and PostgreSQL in server-pg).
import { generateDemoSeason } from '@clubelf/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { openTestDatabase, type OpenedTestDatabase } from '../test/test-database';

let database: OpenedTestDatabase;
let db: Db;
beforeAll(async () => {
  database = await openTestDatabase({ seeded: true });
  db = database.connections[0]!;
});
afterAll(() => database.close());

describe('the seeded demo', () => {
  it('has two closed earlier seasons before the current one', async () => {
    const seasons = await db
      .selectFrom('season')
      .select(['id', 'name', 'isCurrent', 'closedAt', 'closedEarly', 'archive'])
      .orderBy('id')
      .execute();
    expect(
      seasons.map((s) => [s.id, s.name, s.isCurrent, s.closedEarly, s.archive !== null]),
    ).toEqual([
      [1, 'Seizoen 2024-2025', 0, 0, true],
      [2, 'Seizoen 2025-2026', 0, 0, true],
      [3, 'Seizoen 2026-2027', 1, 0, false],
    ]);
    expect(seasons.map((s) => s.closedAt?.slice(0, 7) ?? null)).toEqual([
      '2025-05',
      '2026-05',
      null,
    ]);
  });

  it('stores what closing keeps: answers, every result, every prize decided', async () => {
    const counts = async (table: 'archivedView' | 'seasonResult') =>
      (
        await db
          .selectFrom(table)
          .select(['seasonId', (eb) => eb.fn.countAll<number | string>().as('n')])
          .groupBy('seasonId')
          .orderBy('seasonId')
          .execute()
      ).map((r) => [r.seasonId, Number(r.n)]);
    expect((await counts('archivedView')).map(([id]) => id)).toEqual([1, 2]);
    expect(await counts('seasonResult')).toEqual([
      [1, 212],
      [2, 230],
    ]);
    const prizes = await db
      .selectFrom('seasonPrize')
      .select(['seasonId', 'prize'])
      .where('sequence', '=', 0)
      .execute();
    for (const seasonId of [1, 2]) {
      expect(prizes.filter((p) => p.seasonId === seasonId).map((p) => p.prize)).toHaveLength(11);
    }
  });

  it('keeps the current season as generated, each participant their own id as person', async () => {
    const demo = generateDemoSeason();
    const deelnemers = await db
      .selectFrom('deelnemer')
      .select(['id', 'name', 'persoonId'])
      .orderBy('id')
      .execute();
    expect(deelnemers).toEqual(
      demo.deelnemers.map((d) => ({ id: d.id, name: d.name, persoonId: d.id })),
    );
  });

  it('has one person per name across the seasons, most of them playing on', async () => {
    const results = await db
      .selectFrom('seasonResult')
      .select(['seasonId', 'name', 'persoonId'])
      .execute();
    const current = await db.selectFrom('deelnemer').select(['name', 'persoonId']).execute();
    const personen = await db.selectFrom('persoon').select(['id', 'name']).execute();
    const byName = new Map(personen.map((p) => [p.name, p.id]));
    expect(byName.size).toBe(personen.length);
    for (const entry of [...results, ...current])
      expect(entry.persoonId).toBe(byName.get(entry.name));
    const inSeason = (id: number) =>
      new Set(results.filter((r) => r.seasonId === id).map((r) => r.persoonId));
    const [first, second] = [inSeason(1), inSeason(2)];
    const playedOn = [...first].filter((id) => second.has(id)).length / first.size;
    expect(playedOn).toBeGreaterThan(0.6);
    expect(playedOn).toBeLessThan(0.75);
  });
});
