// Takes a backup: every backed-up table's rows from one consistent snapshot.
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { BACKUP_TABLES } from './backup-tables';

type Row = Record<string, string | number | null>;

/** The migrations the database has run, in order (Kysely's own bookkeeping table). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

async function readTable(db: Db, name: string, orderBy: readonly string[]): Promise<Row[]> {
  // The table name comes from BACKUP_TABLES, never from a request.
  let query = db.selectFrom(name as 'club').selectAll();
  for (const column of orderBy) query = query.orderBy(column as 'id');
  return (await query.execute()) as unknown as Row[];
}

export async function createBackup(db: Db, now = new Date()): Promise<BackupFile> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const tables: Record<string, Row[]> = {};
      for (const { name, orderBy } of BACKUP_TABLES)
        tables[name] = await readTable(trx, name, orderBy);
      return {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(trx),
        tables,
      };
    });
}
