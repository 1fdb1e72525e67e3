// For the restore tests of older backups: the fixtures, and the reference a restore is compared
// with. A fresh database (SQLite, or PostgreSQL in the server-pg project) migrated to the
// backup's own version, the backup's rows written into it as they are, then a real server
// started on it, which runs the later migrations at start-up and computes the season: the site
// upgraded in place, on the database of the test project.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { BackupFile } from '@clubelf/contract';
import { connectDatabase } from '../../../db/database';
import { resetIdSequences } from '../../../db/id-sequences';
import { insertRows } from '../../../db/insert-rows';
import { migrateTo } from '../../../db/migrate';
import { startOrganiserServer } from '../../../test/organiser/organiser-client';

const fixture = (name: string) => new URL(`../fixtures/${name}`, import.meta.url);

/** A backup file of the fixtures folder (gzipped JSON, one row a line), parsed. */
export function readBackupFixture(name: string): BackupFile {
  return JSON.parse(gunzipSync(readFileSync(fixture(name))).toString('utf8')) as BackupFile;
}

/** A JSON file of the fixtures folder, parsed. */
export function readJsonFixture<T>(name: string): T {
  return JSON.parse(readFileSync(fixture(name), 'utf8')) as T;
}

/** A server on the backup's data upgraded in place, with the test organiser signed in. */
export function startUpgradedInPlace(backup: BackupFile) {
  return startOrganiserServer({
    empty: true,
    env: { DEMO: 'false' },
    prepare: async (location) => {
      const db = connectDatabase(location);
      try {
        await migrateTo(db, backup.migrations.at(-1)!);
        await db.transaction().execute(async (trx) => {
          // The file lists its tables parents first, as the code that wrote it did.
          for (const [table, rows] of Object.entries(backup.tables)) {
            await insertRows(trx, table as 'club', rows as never[]);
          }
          await resetIdSequences(trx);
        });
      } finally {
        await db.destroy();
      }
    },
  });
}
