// A backup file checked before anything is replaced: its format, every row against the columns
// of the database it goes into (this one, or for an older backup first the scratch copy at its
// version), then every row's content with the organiser API's rules (backup-row-rules.ts). Each
// problem in Dutch, the first ten.
import { BACKUP_FORMAT_VERSION, backupFileSchema } from '@clubelf/contract';
import type { BackupFile } from '@clubelf/contract';
import { fieldProblem, refusedField } from '../../http/errors';
import { parseInput } from '../../http/parse-request';
import { contentProblems } from './backup-row-rules';
import { BACKED_UP_SINCE, BACKUP_TABLES, DROPPED_UNBACKED, NOT_BACKED_UP } from './backup-tables';
import type { ColumnInfo } from './backup-tables';

const MAX_PROBLEMS = 10;
const INTEGER_TYPES = new Set(['integer', 'int', 'int2', 'int4', 'int8', 'smallint', 'bigint']);
const TEXT_TYPES = new Set(['text', 'varchar', 'character varying']);

function cellProblem(value: unknown, column: ColumnInfo): string | undefined {
  if (value === null) return column.isNullable ? undefined : 'mag niet leeg (null) zijn';
  if (INTEGER_TYPES.has(column.dataType)) {
    const bigText = column.dataType === 'bigint' || column.dataType === 'int8';
    if (
      Number.isSafeInteger(value) ||
      (bigText && typeof value === 'string' && /^-?\d{1,19}$/.test(value))
    ) {
      return undefined;
    }
    return 'moet een geheel getal zijn';
  }
  if (TEXT_TYPES.has(column.dataType) && typeof value !== 'string') return 'moet tekst zijn';
  return undefined;
}

function rowProblems(
  table: string,
  rows: BackupFile['tables'][string],
  columns: ColumnInfo[],
): string[] {
  const byName = new Map(columns.map((c) => [c.name, c]));
  const required = columns.filter((c) => !c.isNullable && !c.hasDefaultValue).map((c) => c.name);
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const where = `Tabel ${table}, rij ${i + 1}`;
    for (const [name, value] of Object.entries(row)) {
      const column = byName.get(name);
      const problem = column ? cellProblem(value, column) : 'bestaat niet in deze database';
      if (problem) problems.push(`${where}: kolom ${name} ${problem}`);
    }
    for (const name of required) {
      if (!(name in row)) problems.push(`${where}: kolom ${name} ontbreekt`);
    }
  });
  return problems;
}

/** The problems, the first ten, as one 400; nothing when there are none. */
function refuseOn(problems: readonly string[]): void {
  if (problems.length === 0) return;
  const shown = problems.slice(0, MAX_PROBLEMS);
  if (problems.length > MAX_PROBLEMS) shown.push('en meer');
  // Every row problem is about the backup's `tables`; each is its own entry of the problems.
  throw refusedField('tables', `De back-up is ongeldig: ${shown.join('; ')}`, shown);
}

/** The file as a backup file of a format this server reads, or a 400 naming what is wrong. */
export function parseBackupFile(body: unknown): BackupFile {
  const file = parseInput(backupFileSchema, body);
  if (file.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw fieldProblem(
      'formatVersion',
      `Back-upformaat versie ${file.formatVersion} wordt niet ondersteund (deze server leest versie ${BACKUP_FORMAT_VERSION})`,
    );
  }
  return file;
}

/**
 * The tables a backup taken on a database with these columns, at database version
 * `migrations`, holds: all but those rebuilt (NOT_BACKED_UP) and those not backed up yet then
 * (BACKED_UP_SINCE), parents first. At the current version exactly BACKUP_TABLES
 * (backup-tables.test.ts); at an older one those that existed and were backed up then.
 */
export function tablesOf(
  columns: ReadonlyMap<string, ColumnInfo[]>,
  migrations: readonly string[],
): string[] {
  const known = BACKUP_TABLES.map((t) => t.name);
  const rebuilt = new Set([...NOT_BACKED_UP, ...DROPPED_UNBACKED]);
  const notYet = (t: string) => t in BACKED_UP_SINCE && !migrations.includes(BACKED_UP_SINCE[t]!);
  const others = [...columns.keys()].filter((t) => !rebuilt.has(t) && !known.includes(t));
  return [...known.filter((t) => columns.has(t)), ...others].filter((t) => !notYet(t));
}

/**
 * Every table there and no other, every cell of the type of its column (of the database the
 * rows go into: this one, or an older backup's scratch copy); a 400 naming what is wrong.
 */
export function checkCells(file: BackupFile, columns: ReadonlyMap<string, ColumnInfo[]>): void {
  const expected = tablesOf(columns, file.migrations);
  const problems: string[] = [];
  for (const name of expected)
    if (!(name in file.tables)) problems.push(`Tabel ${name} ontbreekt in de back-up`);
  for (const name of Object.keys(file.tables))
    if (!expected.includes(name)) problems.push(`Onbekende tabel ${name} in de back-up`);
  for (const name of expected) {
    const rows = file.tables[name];
    const tableColumns = columns.get(name);
    if (rows && tableColumns) problems.push(...rowProblems(name, rows, tableColumns));
    if (problems.length > MAX_PROBLEMS) break;
  }
  refuseOn(problems);
}

/** A backup of this database's version as one it can take, or a 400 naming what is wrong. */
export function validateBackup(
  file: BackupFile,
  migrations: readonly string[],
  columns: ReadonlyMap<string, ColumnInfo[]>,
): BackupFile {
  // Older backups were brought forward before (bring-forward.ts): a guard, not a message.
  if (file.migrations.join(',') !== migrations.join(',')) {
    throw new Error('validateBackup: the backup is not of this database version');
  }
  checkCells(file, columns);
  // The content only once every cell has its column's type: then with the API's own rules.
  refuseOn(contentProblems(file.tables, MAX_PROBLEMS));
  return file;
}
