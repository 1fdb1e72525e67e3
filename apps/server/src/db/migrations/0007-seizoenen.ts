// Seasons after one another (decision 009). The season table holds every season, one of them
// current; the tables of clubs, players, matches and participants hold the current season; a
// closed season keeps its data as a frozen document on its row, its public answers in
// archived_view and its outcome per person and per prize. A person plays in many seasons: each
// season's participant points to them.
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const s = db.schema;

  await s
    .alterTable('season')
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // ISO timestamp of closing; null while the season runs.
  await s.alterTable('season').addColumn('closed_at', 'text').execute();
  await s
    .alterTable('season')
    .addColumn('closed_early', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // JSON of the closed season's data (the engine's input and the site texts), frozen.
  await s.alterTable('season').addColumn('archive', 'text').execute();

  await s
    .createTable('persoon')
    .addColumn('id', 'integer', (c) =>
      isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await s
    .alterTable('deelnemer')
    .addColumn('persoon_id', 'integer', (c) => c.references('persoon.id'))
    .execute();
  // Every participant so far is a person of their own, with the same id.
  await sql`insert into persoon (id, name) select id, name from deelnemer`.execute(db);
  await sql`update deelnemer set persoon_id = id`.execute(db);
  if (isPostgres) {
    await sql`select setval(pg_get_serial_sequence('persoon', 'id'), coalesce((select max(id) from persoon), 0) + 1, false)`.execute(
      db,
    );
  }
  await s.createIndex('deelnemer_persoon_idx').on('deelnemer').column('persoon_id').execute();

  await s
    .createTable('archived_view')
    .addColumn('season_id', 'integer', (c) =>
      c.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('archived_view_pk', ['season_id', 'key'])
    .execute();

  // Per participant of a closed season: where they ended (careers, all-time tables).
  await s
    .createTable('season_result')
    .addColumn('season_id', 'integer', (c) =>
      c.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('deelnemer_id', 'integer', (c) => c.notNull())
    .addColumn('persoon_id', 'integer', (c) => c.notNull().references('persoon.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team_name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer')
    .addColumn('total_score', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('season_result_pk', ['season_id', 'deelnemer_id'])
    .execute();
  await s
    .createIndex('season_result_persoon_idx')
    .on('season_result')
    .column('persoon_id')
    .execute();

  // Per prize of a closed season, each winner (several when the title is shared).
  await s
    .createTable('season_prize')
    .addColumn('season_id', 'integer', (c) =>
      c.notNull().references('season.id').onDelete('cascade'),
    )
    .addColumn('prize', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('winner_name', 'text', (c) => c.notNull())
    // Null for a team (team competition, team cup).
    .addColumn('persoon_id', 'integer', (c) => c.references('persoon.id'))
    .addPrimaryKeyConstraint('season_prize_pk', ['season_id', 'prize', 'sequence'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.dropTable('season_prize').execute();
  await s.dropTable('season_result').execute();
  await s.dropTable('archived_view').execute();
  await s.dropIndex('deelnemer_persoon_idx').execute();
  await s.alterTable('deelnemer').dropColumn('persoon_id').execute();
  await s.dropTable('persoon').execute();
  for (const column of ['archive', 'closed_early', 'closed_at', 'is_current']) {
    await s.alterTable('season').dropColumn(column).execute();
  }
}
