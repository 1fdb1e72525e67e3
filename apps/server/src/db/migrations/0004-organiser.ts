// The organiser's dashboard: a version per editable row (two organisers editing the same thing
// get a 409 instead of overwriting each other), transfer windows and the audit log.
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

const VERSIONED = ['season', 'club', 'speler', 'wedstrijd', 'deelnemer'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // SQLite's INTEGER PRIMARY KEY assigns ids by itself; PostgreSQL needs an identity column.
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const s = db.schema;
  for (const table of VERSIONED) {
    await s
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  // The site texts are edited apart from the game settings: their own version.
  await s
    .alterTable('season')
    .addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await s
    .createTable('transfer_window')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('from_round', 'integer', (c) => c.notNull().unique())
    .addColumn('is_open', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await s
    .createTable('audit_log')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    /** ISO timestamp. */
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer')
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    /** JSON object. */
    .addColumn('details', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('transfer_window').execute();
  await db.schema.alterTable('season').dropColumn('content_version').execute();
  for (const table of VERSIONED) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}
