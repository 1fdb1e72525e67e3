// What only PostgreSQL needs: identity columns whose sequences follow an explicit-id seed, and
// locks that make instances take turns.
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { OpenedTestDatabase } from '../test/test-database';
import { withExclusiveLock } from './coordination';
import type { Db } from './database';
import { isPostgres } from './database';

let database: OpenedTestDatabase;
afterEach(() => database.close());

describe('the seeded demo on PostgreSQL', () => {
  beforeEach(async () => {
    database = await openTestDatabase({ seeded: true });
  });

  it('runs on PostgreSQL', async () => {
    const db = database.connections[0]!;
    expect(isPostgres(db)).toBe(true);
    const { rows } = await sql<{ version: string }>`select version()`.execute(db);
    expect(rows[0]?.version).toMatch(/^PostgreSQL/);
  });

  it('gives a row inserted without an id the next free one, in every identity table', async () => {
    const db = database.connections[0]!;
    const maxClub = await db
      .selectFrom('club')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const club = await db
      .insertInto('club')
      .values({ name: 'FC Nieuw' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(club.id).toBe(Number(maxClub.id) + 1);

    const team = await db
      .insertInto('team')
      .values({ name: 'Nieuw team' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('deelnemer')
      .values({ name: 'Nieuwe deelnemer', teamId: team.id, email: null })
      .execute();
    const speler = await db
      .insertInto('speler')
      .values({
        name: 'Nieuwe speler',
        clubId: club.id,
        position: 'Keeper',
        status: 'actief',
        availableFromRound: null,
        departedFromRound: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('wedstrijd')
      .values({ round: 1, homeClubId: club.id, awayClubId: club.id, kickoff: '2026-08-01' })
      .execute();
    const transferOf = await db.selectFrom('deelnemer').select('id').executeTakeFirstOrThrow();
    await db
      .insertInto('transfer')
      .values({
        deelnemerId: transferOf.id,
        playerOutId: speler.id,
        playerInId: speler.id,
        fromRound: 2,
      })
      .execute();
    await db
      .insertInto('bekerRonde')
      .values({ kind: 'beker', sequence: 99, name: 'Extra', speelronde: 34, byes: '[]' })
      .execute();
  });

  it('refuses a row that points at nothing', async () => {
    const db = database.connections[0]!;
    await expect(
      db
        .insertInto('speler')
        .values({
          name: 'X',
          clubId: 999_999,
          position: 'Keeper',
          status: 'actief',
          availableFromRound: null,
          departedFromRound: null,
        })
        .execute(),
    ).rejects.toThrow(/foreign key/);
  });
});

/** Sessions of this database waiting for an advisory lock that another session holds. */
async function advisoryLockWaiters(db: Db): Promise<number> {
  const { rows } = await sql<{ waiting: number }>`
    select count(*)::int as waiting from pg_locks
    where locktype = 'advisory' and not granted
      and database = (select oid from pg_database where datname = current_database())
  `.execute(db);
  return rows[0]!.waiting;
}

describe('withExclusiveLock', () => {
  beforeEach(async () => {
    database = await openTestDatabase({ count: 2 });
  });

  it('lets two instances in one after the other', async () => {
    const [a, b] = database.connections as [Db, Db];
    const events: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstEntered: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (firstEntered = resolve));

    const first = withExclusiveLock(a, 'startup', async () => {
      events.push('a in');
      firstEntered();
      await firstHolds;
      events.push('a out');
    });
    await entered;
    const second = withExclusiveLock(b, 'startup', async () => {
      events.push('b in');
    });
    // b has asked for the lock and PostgreSQL keeps it waiting: its chance to (wrongly) get in
    // has come and gone.
    await vi.waitFor(async () => expect(await advisoryLockWaiters(a), 'b waits for a').toBe(1), {
      timeout: 10_000,
      interval: 10,
    });
    expect(events).toEqual(['a in']);
    releaseFirst();
    await Promise.all([first, second]);
    expect(events).toEqual(['a in', 'a out', 'b in']);
  });

  it('releases the lock when the work fails', async () => {
    const [a, b] = database.connections as [Db, Db];
    await expect(
      withExclusiveLock(a, 'recompute', async () => {
        throw new Error('kapot');
      }),
    ).rejects.toThrow('kapot');
    expect(await withExclusiveLock(b, 'recompute', async () => 'binnen')).toBe('binnen');
  });
});
