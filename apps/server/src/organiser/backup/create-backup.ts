// Takes a backup: every backed-up table's rows from one consistent snapshot.
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import type { Db } from '../../db/database';
import { appliedMigrations, readTable } from './backup-repository';
import type { BackupRow } from './backup-repository';
import { BACKUP_TABLES } from './backup-tables';

export async function createBackup(db: Db, now = new Date()): Promise<BackupFile> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const tables: Record<string, BackupRow[]> = {};
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
