// A version of the season data, raised in the transaction of every organiser write; the stored
// views record the version they were computed from, so a start after a crash between a save's
// commit and its recompute sees that they are old (season/recompute.ts). It lives on the
// one-row view_generation table, which backups leave out like the views themselves.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('view_generation')
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('view_generation').dropColumn('data_version').execute();
}
