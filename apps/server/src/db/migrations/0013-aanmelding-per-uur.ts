// Enrolment under a flood (issue 24): on the season row how many new enrolments the whole site
// takes per hour (beside the limit per address, which many addresses get round), and an index
// to count the last hour's enrolments quickly.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('season')
    .addColumn('aanmelding_max_per_uur', 'integer', (c) => c.notNull().defaultTo(100))
    .execute();
  await db.schema
    .createIndex('aanmelding_created_at_idx')
    .on('aanmelding')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('aanmelding_created_at_idx').execute();
  await db.schema.alterTable('season').dropColumn('aanmelding_max_per_uur').execute();
}
