// The season as entered by the organiser, and the results computed from it.
// A migration is frozen history: it never imports app code, only Kysely.
import { PostgresAdapter } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

// SQLite's INTEGER PRIMARY KEY assigns ids by itself; PostgreSQL needs an identity column.
function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return table.addColumn('id', 'integer', (c: ColumnDefinitionBuilder) =>
    isPostgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey(),
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('season')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('club_name', 'text', (c) => c.notNull())
    .addColumn('round_count', 'integer', (c) => c.notNull())
    .addColumn('game_settings', 'text', (c) => c.notNull())
    .addColumn('show_aanmelding', 'integer', (c) => c.notNull())
    .addColumn('show_competitie_overzichten', 'integer', (c) => c.notNull())
    .addColumn('show_team_overzichten', 'integer', (c) => c.notNull())
    .addColumn('show_spelers_overzichten', 'integer', (c) => c.notNull())
    .addColumn('main_message', 'text', (c) => c.notNull())
    .addColumn('reglement_extra_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, s.createTable('club'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await withId(db, s.createTable('team'))
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await withId(db, s.createTable('speler'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('club_id', 'integer', (c) => c.notNull().references('club.id'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('available_from_round', 'integer')
    .addColumn('departed_from_round', 'integer')
    .execute();

  await withId(db, s.createTable('wedstrijd'))
    .addColumn('round', 'integer', (c) => c.notNull())
    .addColumn('home_club_id', 'integer', (c) => c.notNull().references('club.id'))
    .addColumn('away_club_id', 'integer', (c) => c.notNull().references('club.id'))
    .addColumn('home_goals', 'integer')
    .addColumn('away_goals', 'integer')
    .addColumn('kickoff', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('wedstrijd_round_idx').on('wedstrijd').column('round').execute();

  await s
    .createTable('speler_events')
    .addColumn('match_id', 'integer', (c) =>
      c.notNull().references('wedstrijd.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (c) => c.notNull().references('speler.id'))
    .addColumn('club_id', 'integer', (c) => c.notNull().references('club.id'))
    .addColumn('played', 'integer', (c) => c.notNull())
    .addColumn('basisplaats', 'integer', (c) => c.notNull())
    .addColumn('goals', 'integer', (c) => c.notNull())
    .addColumn('penalty_goals', 'integer', (c) => c.notNull())
    .addColumn('assists', 'integer', (c) => c.notNull())
    .addColumn('own_goals', 'integer', (c) => c.notNull())
    .addColumn('yellow', 'integer', (c) => c.notNull())
    .addColumn('second_yellow', 'integer', (c) => c.notNull())
    .addColumn('direct_red', 'integer', (c) => c.notNull())
    .addColumn('penalties_saved', 'integer', (c) => c.notNull())
    .addColumn('penalties_missed', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('speler_events_pk', ['match_id', 'player_id'])
    .execute();
  await s.createIndex('speler_events_player_idx').on('speler_events').column('player_id').execute();

  await withId(db, s.createTable('deelnemer'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team_id', 'integer', (c) => c.notNull().references('team.id'))
    .addColumn('email', 'text')
    .execute();
  await s.createIndex('deelnemer_team_idx').on('deelnemer').column('team_id').execute();

  await s
    .createTable('deelnemer_subcompetitie')
    .addColumn('deelnemer_id', 'integer', (c) =>
      c.notNull().references('deelnemer.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deelnemer_subcompetitie_pk', ['deelnemer_id', 'name'])
    .execute();

  await s
    .createTable('selectie_speler')
    .addColumn('deelnemer_id', 'integer', (c) =>
      c.notNull().references('deelnemer.id').onDelete('cascade'),
    )
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('player_id', 'integer', (c) => c.notNull().references('speler.id'))
    .addPrimaryKeyConstraint('selectie_speler_pk', ['deelnemer_id', 'slot'])
    .addUniqueConstraint('selectie_speler_player_uq', ['deelnemer_id', 'player_id'])
    .execute();
  await s
    .createIndex('selectie_speler_player_idx')
    .on('selectie_speler')
    .column('player_id')
    .execute();

  await withId(db, s.createTable('transfer'))
    .addColumn('deelnemer_id', 'integer', (c) =>
      c.notNull().references('deelnemer.id').onDelete('cascade'),
    )
    .addColumn('player_out_id', 'integer', (c) => c.notNull().references('speler.id'))
    .addColumn('player_in_id', 'integer', (c) => c.notNull().references('speler.id'))
    .addColumn('from_round', 'integer', (c) => c.notNull())
    .execute();
  await s.createIndex('transfer_deelnemer_idx').on('transfer').column('deelnemer_id').execute();

  await withId(db, s.createTable('beker_ronde'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('speelronde', 'integer', (c) => c.notNull())
    .addColumn('byes', 'text', (c) => c.notNull())
    .addUniqueConstraint('beker_ronde_kind_sequence_uq', ['kind', 'sequence'])
    .execute();

  await s
    .createTable('beker_duel')
    .addColumn('beker_ronde_id', 'integer', (c) =>
      c.notNull().references('beker_ronde.id').onDelete('cascade'),
    )
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('first_id', 'integer', (c) => c.notNull())
    .addColumn('second_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('beker_duel_pk', ['beker_ronde_id', 'slot'])
    .execute();

  await s
    .createTable('computed_view')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('computed_at', 'text', (c) => c.notNull())
    .execute();

  await s
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

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'player_round_points',
    'computed_view',
    'beker_duel',
    'beker_ronde',
    'transfer',
    'selectie_speler',
    'deelnemer_subcompetitie',
    'deelnemer',
    'speler_events',
    'wedstrijd',
    'speler',
    'team',
    'club',
    'season',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
