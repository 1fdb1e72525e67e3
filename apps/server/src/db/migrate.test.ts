import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import type { Db } from './database';
import { migrateToLatest } from './migrate';

describe('migrateToLatest', () => {
  let dir: string;
  let db: Db;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'clubelf-migrate-'));
    db = openDatabase(path.join(dir, 'test.db'));
  });
  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates every table on an empty file', async () => {
    const applied = await migrateToLatest(db);
    expect(applied[0]).toBe('0001-season');
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'season',
        'club',
        'team',
        'speler',
        'wedstrijd',
        'speler_events',
        'deelnemer',
        'deelnemer_subcompetitie',
        'selectie_speler',
        'transfer',
        'beker_ronde',
        'beker_duel',
        'view_generation',
      ]),
    );
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await migrateToLatest(db);
    await db.insertInto('club').values({ name: 'FC Test' }).execute();
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await db.selectFrom('club').select('name').execute()).toEqual([{ name: 'FC Test' }]);
  });

  it('opens the file in WAL mode with foreign keys enforced', async () => {
    await migrateToLatest(db);
    const { rows } = await sql<{ journalMode: string }>`pragma journal_mode`.execute(db);
    expect(rows[0]?.journalMode).toBe('wal');
    await expect(
      db
        .insertInto('speler')
        .values({
          name: 'X',
          clubId: 999,
          position: 'Keeper',
          status: 'actief',
          availableFromRound: null,
          departedFromRound: null,
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/);
  });
});
