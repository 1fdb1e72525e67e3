// The current season's answers live in each instance's memory (decision 011): the stored
// bodies and the players' stored points per round were written by every recompute and are no
// longer read. The data version on view_generation stays: it is what every instance compares.
//
// A recompute loads the season in one snapshot; the participants' part (10,000 participants
// with their 11 each, their teams, subcompetities and transfers) is most of that load and
// changes far less often than the match results. So each part has a version, raised by a
// trigger on every change of its tables in the same transaction, and a recompute loads a part
// again only when its version moved (season/season-loader.ts).
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter, sql } from 'kysely';
import type { Kysely } from 'kysely';

const PARTS: Record<string, string[]> = {
  deelnemers: ['deelnemer', 'team', 'deelnemer_subcompetitie', 'selectie_speler', 'transfer'],
  bekers: ['beker_ronde', 'beker_duel'],
};

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_round_points').execute();
  await db.schema.dropTable('computed_view').execute();

  await db.schema
    .createTable('part_version')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const part of Object.keys(PARTS)) {
    await sql`insert into part_version (name, version) values (${part}, 0)`.execute(db);
  }
  if (isPostgres(db)) {
    // Once per statement: a bulk insert raises the version once.
    await sql`
      create function raise_part_version() returns trigger language plpgsql as $$
      begin
        update part_version set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    for (const [part, tables] of Object.entries(PARTS)) {
      for (const table of tables) {
        await sql`
          create trigger ${sql.raw(`${table}_part_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function raise_part_version(${sql.lit(part)})`.execute(db);
      }
    }
    return;
  }
  // SQLite triggers run once per row: an update of one small row each.
  for (const [part, tables] of Object.entries(PARTS)) {
    for (const table of tables) {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`
          create trigger ${sql.raw(`${table}_part_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)}
          begin
            update part_version set version = version + 1 where name = ${sql.lit(part)};
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tables of Object.values(PARTS)) {
    for (const table of tables) {
      if (isPostgres(db)) {
        await sql`drop trigger ${sql.raw(`${table}_part_version`)} on ${sql.table(table)}`.execute(
          db,
        );
      } else {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`drop trigger ${sql.raw(`${table}_part_version_${event}`)}`.execute(db);
        }
      }
    }
  }
  if (isPostgres(db)) await sql`drop function raise_part_version()`.execute(db);
  await db.schema.dropTable('part_version').execute();

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
