// The current season's answers live in each instance's memory (decision 011): the stored
// bodies and the players' stored points per round were written by every recompute and are no
// longer read. The data version on view_generation stays: it is what every instance compares.
// A migration is frozen history: it never imports app code, only Kysely.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_round_points').execute();
  await db.schema.dropTable('computed_view').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('computed_view')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('player_round_points')
    .addColumn('player_id', 'integer', (c) =>
      c.notNull().references('speler.id').onDelete('cascade'),
    )
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('per_event', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('player_round_points_pk', ['player_id', 'round'])
    .execute();
}
