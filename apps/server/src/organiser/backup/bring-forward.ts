// A backup taken at an older database version, brought to this database's version by the same
// migrations that brought the database itself forward: its rows go into a scratch database made
// at the backup's own version, the later migrations run over them there, and the rows are read
// back in today's layout, as a backup taken after the upgrade would hold them. The result is then
// checked and restored like any backup (restore-backup.ts). So no migration needs a second,
// hand-written converter, and a backup from before a change restores after it.
//
// The scratch database is SQLite in memory, for PostgreSQL too: the migrations are written for
// both and leave the same rows on both (their PostgreSQL-only steps move id sequences, which the
// restore moves itself), and a scratch copy in memory needs no second schema on the shared
// server, no connection of its own with another search_path, and nothing to clean up after a
// crash. The restore tests compare the result with a database upgraded in place, on both.
import type { BackupFile } from '@clubelf/contract';
import { openDatabase } from '../../db/database';
import { MIGRATION_NAMES, migrateTo } from '../../db/migrate';
import { fieldProblem } from '../../http/errors';
import { fillTable, readTable } from './backup-repository';
import type { BackupRow } from './backup-repository';
import { BACKUP_TABLES, databaseColumns } from './backup-tables';
import { isConstraintError, rowsDoNotFit } from './constraint-error';
import { checkCells, tablesOf } from './validate-backup';

const isPrefix = (prefix: readonly string[], list: readonly string[]) =>
  prefix.length <= list.length && prefix.every((name, i) => list[i] === name);

/** Refuses a backup whose version this server cannot bring forward, naming both versions. */
function checkVersion(from: readonly string[], to: readonly string[]): string {
  const backupVersion = from.at(-1);
  const serverVersion = to.at(-1) ?? '(geen)';
  if (backupVersion === undefined) {
    throw fieldProblem('migrations', 'De back-up noemt geen databaseversie (migrations is leeg)');
  }
  if (isPrefix(to, from)) {
    throw fieldProblem(
      'migrations',
      `De back-up hoort bij databaseversie ${backupVersion}, nieuwer dan die van deze server (${serverVersion}): zet hem terug op een server van die versie of nieuwer`,
    );
  }
  if (!isPrefix(from, to) || !isPrefix(to, MIGRATION_NAMES)) {
    throw fieldProblem(
      'migrations',
      `De back-up hoort bij databaseversie ${backupVersion}, die deze server niet kent (deze server heeft ${serverVersion})`,
    );
  }
  return backupVersion;
}

/**
 * The backup as taken at database version `migrations` (the migrations this database has run):
 * itself when it already is, else brought forward; a 400 in Dutch when it cannot be.
 */
export async function bringForward(
  file: BackupFile,
  migrations: readonly string[],
): Promise<BackupFile> {
  if (file.migrations.join(',') === migrations.join(',')) return file;
  const backupVersion = checkVersion(file.migrations, migrations);
  const serverVersion = migrations.at(-1)!;

  const scratch = openDatabase(':memory:');
  try {
    await migrateTo(scratch, backupVersion);
    // Every row against the columns of its own version first, with the same rules and
    // messages as a backup of today's version.
    const columnsThen = await databaseColumns(scratch);
    checkCells(file, columnsThen);
    try {
      await scratch.transaction().execute(async (trx) => {
        for (const name of tablesOf(columnsThen, file.migrations)) {
          await fillTable(trx, name, file.tables[name]!);
        }
      });
    } catch (error) {
      if (isConstraintError(error)) throw rowsDoNotFit(error);
      throw error;
    }
    try {
      await migrateTo(scratch, serverVersion);
    } catch (error) {
      // The migrations run on every database at start; here only the backup's rows differ.
      const cause = (error as Error).cause as Error | undefined;
      throw fieldProblem(
        'tables',
        `De back-up kan niet van databaseversie ${backupVersion} naar ${serverVersion} worden gebracht: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`,
      );
    }
    const tables: Record<string, BackupRow[]> = {};
    // Today's tables: one backed up only since a later version comes out empty.
    for (const name of tablesOf(await databaseColumns(scratch), migrations)) {
      const orderBy = BACKUP_TABLES.find((t) => t.name === name)?.orderBy ?? [];
      tables[name] = await readTable(scratch, name, orderBy);
    }
    return { ...file, migrations: [...migrations], tables };
  } finally {
    await scratch.destroy();
  }
}
