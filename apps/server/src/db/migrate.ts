import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider, MigrationResultSet } from 'kysely';
import * as m0001 from './migrations/0001-season';
import * as m0002 from './migrations/0002-accounts';
import * as m0003 from './migrations/0003-scale-out';
import * as m0004 from './migrations/0004-organiser';
import * as m0005 from './migrations/0005-token-version';
import * as m0006 from './migrations/0006-data-version';
import * as m0007 from './migrations/0007-seizoenen';
import * as m0008 from './migrations/0008-answers-in-memory';
import * as m0009 from './migrations/0009-huisstijl';
import * as m0010 from './migrations/0010-aanmeldingen';
import * as m0011 from './migrations/0011-inleg';
import * as m0012 from './migrations/0012-privacy';
import * as m0013 from './migrations/0013-aanmelding-per-uur';
import * as m0014 from './migrations/0014-deelnemer-start-ronde';
import * as m0015 from './migrations/0015-deelnemer-accounts';
import * as m0016 from './migrations/0016-transfer-deadline';
import * as m0017 from './migrations/0017-passkeys';
import * as m0018 from './migrations/0018-aanmelding-persoon';
import * as m0019 from './migrations/0019-outbox';
import * as m0020 from './migrations/0020-push';
import * as m0021 from './migrations/0021-bericht-instelling';

// Listed by hand rather than read from the folder: no dynamic import of .ts files at run time,
// and the order is the numbering.
const migrations: Record<string, Migration> = {
  '0001-season': m0001,
  '0002-accounts': m0002,
  '0003-scale-out': m0003,
  '0004-organiser': m0004,
  '0005-token-version': m0005,
  '0006-data-version': m0006,
  '0007-seizoenen': m0007,
  '0008-answers-in-memory': m0008,
  '0009-huisstijl': m0009,
  '0010-aanmeldingen': m0010,
  '0011-inleg': m0011,
  '0012-privacy': m0012,
  '0013-aanmelding-per-uur': m0013,
  '0014-deelnemer-start-ronde': m0014,
  '0015-deelnemer-accounts': m0015,
  '0016-transfer-deadline': m0016,
  '0017-passkeys': m0017,
  '0018-aanmelding-persoon': m0018,
  '0019-outbox': m0019,
  '0020-push': m0020,
  '0021-bericht-instelling': m0021,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Every migration's name, in order: the database versions there have been. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** Brings the schema to the latest version; safe to run on every start. */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return migrated(await new Migrator({ db, provider }).migrateToLatest());
}

/**
 * Brings the schema up to migration `name` and no further: a restore takes an older backup's
 * rows at their own version and brings them forward with the same migrations.
 */
export async function migrateTo<DB>(db: Kysely<DB>, name: string): Promise<string[]> {
  return migrated(await new Migrator({ db, provider }).migrateTo(name));
}

function migrated({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed`, { cause: error });
  }
  return (results ?? []).map((r) => r.migrationName);
}
