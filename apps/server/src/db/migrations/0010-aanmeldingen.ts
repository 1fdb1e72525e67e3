// Enrolment online (issue 15): the enrolments people send through the site's form, and on the
// season row the period enrolment is open and how many teams one person may enter. The
// reference code a person keeps is stored as its sha256 only (a bearer secret, like a reset
// link); the visitor's address is not stored at all (the rate limit keeps it in memory).
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const s = db.schema;

  // Dates (YYYY-MM-DD, the league's own day); null: open on that side.
  await s.alterTable('season').addColumn('aanmelding_vanaf', 'text').execute();
  await s.alterTable('season').addColumn('aanmelding_tot', 'text').execute();
  await s
    .alterTable('season')
    .addColumn('aanmelding_max_teams', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await s
    .createTable('aanmelding')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('season_id', 'integer', (c) =>
      c.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('naam', 'text', (c) => c.notNull())
    .addColumn('teamnaam', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('telefoon', 'text')
    // JSON arrays: the subcompetitie names and the 11 player ids in the order picked.
    .addColumn('subcompetities', 'text', (c) => c.notNull())
    .addColumn('speler_ids', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('notitie', 'text')
    .addColumn('referentie_hash', 'text', (c) => c.notNull().unique())
    // ISO timestamps.
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // The participant an accepted enrolment became; kept when he is removed later.
    .addColumn('deelnemer_id', 'integer')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await s
    .createIndex('aanmelding_season_email_idx')
    .on('aanmelding')
    .columns(['season_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('aanmelding').execute();
  await db.schema.alterTable('season').dropColumn('aanmelding_max_teams').execute();
  await db.schema.alterTable('season').dropColumn('aanmelding_tot').execute();
  await db.schema.alterTable('season').dropColumn('aanmelding_vanaf').execute();
}
