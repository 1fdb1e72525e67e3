// The entry fee (inleg, issue 15): per season its amount, whether participants who have not
// paid count in the standings, and the organiser's payment instructions; per participant of the
// season in play a payment (absent: still open). Seasons run after one another (decision 009):
// the payments belong to the participants of the season in play and go when the next starts.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inleg')
    .addColumn('season_id', 'integer', (c) =>
      c.primaryKey().references('season.id').onDelete('cascade'),
    )
    .addColumn('bedrag_centen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('onbetaald_telt_mee', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('betaalinstructie', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('inleg_betaling')
    .addColumn('deelnemer_id', 'integer', (c) =>
      c.primaryKey().references('deelnemer.id').onDelete('cascade'),
    )
    // ISO date, e.g. 2026-08-15.
    .addColumn('betaald_op', 'text', (c) => c.notNull())
    .addColumn('wijze', 'text', (c) => c.notNull())
    .addColumn('notitie', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('inleg_betaling').execute();
  await db.schema.dropTable('inleg').execute();
}
