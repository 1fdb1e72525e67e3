// Enrolment with an account (issue 27, item 4): an enrolment sent by a signed-in person carries
// that person, so accepting it makes the new participant theirs (their "Mijn superelf") instead
// of guessing the person by name. Null for an enrolment sent without signing in.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('aanmelding')
    .addColumn('persoon_id', 'integer', (c) => c.references('persoon.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('aanmelding_persoon').on('aanmelding').column('persoon_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('aanmelding_persoon').execute();
  await db.schema.alterTable('aanmelding').dropColumn('persoon_id').execute();
}
