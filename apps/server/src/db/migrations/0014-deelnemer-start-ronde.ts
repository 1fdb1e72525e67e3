// Late joiners (issue 26): the speelronde a participant counts from ("vanaf speelronde"). Every
// existing participant counts from round 1; one added or accepted while the season is under way
// gets the first round not yet begun (or a later one the organiser picks).
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('deelnemer')
    .addColumn('start_ronde', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('deelnemer').dropColumn('start_ronde').execute();
}
