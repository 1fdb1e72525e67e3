// The messages' settings (issue 28; decision 029): one row for the site, absent until the
// organiser saves, holding how many hours before a transfer window closes the deadline reminder
// goes out. From this version on a backup also holds the participants' choices of messages
// (bericht_voorkeur, made by 0019): the table itself is unchanged, a backup of an earlier version
// simply has none (backup-tables.ts).
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bericht_instelling')
    // Always 1: one row for the site.
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('deadline_uren', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    // ISO timestamp.
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bericht_instelling').execute();
}
