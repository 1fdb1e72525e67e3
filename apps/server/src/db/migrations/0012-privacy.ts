// Privacy (issue 15, part 6): one row for the whole site (not per season), absent until the
// organiser saves: the statement's own text (null: the default), the contact line it names and
// how many months after a season's end contact data is kept.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('privacy')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tekst', 'text')
    .addColumn('contact', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('bewaar_maanden', 'integer', (c) => c.notNull().defaultTo(12))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('privacy').execute();
}
