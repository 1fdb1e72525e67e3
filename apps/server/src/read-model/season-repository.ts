// The season: loaded whole in the engine's input shape (for the recompute and the organiser's
// checks), its row as the organiser edits it, and the points the recompute stores.
import type {
  BekerKind,
  BekerRonde,
  GameSettings,
  Positie,
  SeasonInput,
  SpelerStatus,
} from '@clubelf/engine';
import type { SeasonMeta } from '@clubelf/demo';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { isPostgres } from '../db/database';
import { isSet } from '../db/flag';
import { spelerEventsOf } from '../db/speler-events-row';
import { groupBy } from '../lib/group-by';
import { updateVersioned } from './row-repository';

/** The season's texts and site settings: one declaration, shared with the demo that writes them. */
export type { SeasonMeta };

export interface StoredSeason {
  meta: SeasonMeta;
  input: SeasonInput;
  /** Per participant, the person behind the entry (the same in every season they play). */
  persoonIds: ReadonlyMap<number, number>;
}

/** The row that carries the data version (migration 0006), next to an unused `generation` (the table's name is of before decision 026). */
type DataVersionTables = {
  viewGeneration: { id: number; generation: number; dataVersion: number };
};

/** Where instances on one PostgreSQL database hear of each other's writes (decision 011). */
export const DATA_VERSION_CHANNEL = 'clubelf_data_version';

/**
 * Marks the season data as changed: call in the transaction of every write to it. Every
 * instance's answers record the version they were computed from, so a read knows they are old
 * until the recompute after the write has made new ones. On PostgreSQL the other instances are
 * told at the commit (a notification is only delivered if the transaction commits).
 */
export async function raiseDataVersion(trx: Db): Promise<number> {
  const row = await trx
    .withTables<DataVersionTables>()
    .updateTable('viewGeneration')
    .set((eb) => ({ dataVersion: eb('dataVersion', '+', 1) }))
    .where('id', '=', 1)
    .returning('dataVersion')
    .executeTakeFirst();
  const version = Number(row?.dataVersion ?? 0);
  if (isPostgres(trx)) {
    await sql`select pg_notify(${DATA_VERSION_CHANNEL}, ${String(version)})`.execute(trx);
  }
  return version;
}

/** The version of the season data (see `raiseDataVersion`). */
export async function readDataVersion(db: Db): Promise<number> {
  const row = await db
    .withTables<DataVersionTables>()
    .selectFrom('viewGeneration')
    .select('dataVersion')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.dataVersion ?? 0);
}

export async function hasSeason(db: Db): Promise<boolean> {
  const row = await db.selectFrom('season').select('id').executeTakeFirst();
  return row !== undefined;
}

/** The id of the current season (the one the site shows and the organiser edits). */
export async function currentSeasonId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('season')
    .select('id')
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * The current season's name and closing time, its row locked until the transaction ends (on
 * PostgreSQL; SQLite runs one write transaction at a time).
 */
export async function lockCurrentSeason(
  trx: Db,
): Promise<{ name: string; closedAt: string | null } | undefined> {
  const query = trx.selectFrom('season').select(['name', 'closedAt']).where('isCurrent', '=', 1);
  return (isPostgres(trx) ? query.forUpdate() : query).executeTakeFirst();
}

/**
 * What a recompute keeps of the last load: the parts of the season data that change rarely,
 * with the version each was loaded at (part_version, raised by triggers on their tables in the
 * writing transaction: migration 0008). A part whose version has not moved is not loaded again.
 */
export type PartCache = Map<string, { version: number; value: unknown }>;

async function cachedPart<T>(
  cache: PartCache | undefined,
  versions: ReadonlyMap<string, number>,
  name: string,
  load: () => Promise<T>,
): Promise<T> {
  const version = versions.get(name);
  const kept = cache?.get(name);
  if (kept && version !== undefined && kept.version === version) return kept.value as T;
  const value = await load();
  if (cache && version !== undefined) cache.set(name, { version, value });
  return value;
}

async function loadPartVersions(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('partVersion').select(['name', 'version']).execute();
  return new Map(rows.map((r) => [r.name, Number(r.version)]));
}

/** The participants' part: teams, participants with their subcompetities, 11s and transfers. */
async function loadDeelnemersPart(db: Db) {
  const [teams, deelnemers, subs, selecties, transfers] = await Promise.all([
    db.selectFrom('team').select(['id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('deelnemer')
      .innerJoin('team', 'team.id', 'deelnemer.teamId')
      .select([
        'deelnemer.id',
        'deelnemer.name',
        'deelnemer.teamId',
        'team.name as teamName',
        'deelnemer.persoonId',
        'deelnemer.startRonde',
      ])
      .orderBy('deelnemer.id')
      .execute(),
    db.selectFrom('deelnemerSubcompetitie').selectAll().orderBy('name').execute(),
    loadSelecties(db),
    // The engine's columns only: who made a transfer (door) is no part of any answer.
    db
      .selectFrom('transfer')
      .select(['id', 'deelnemerId', 'playerOutId', 'playerInId', 'fromRound'])
      .orderBy('id')
      .execute(),
  ]);
  const subsByDeelnemer = groupBy(subs, (s) => s.deelnemerId);
  return {
    teams,
    deelnemers: deelnemers.map(({ persoonId: _persoon, ...d }) => ({
      ...d,
      subcompetities: (subsByDeelnemer.get(d.id) ?? []).map((s) => s.name),
    })),
    selecties,
    transfers,
    persoonIds: new Map(deelnemers.map((d) => [d.id, d.persoonId ?? d.id])),
  };
}

/**
 * The current season, loaded whole: its texts and the engine's input. With `cache` (the
 * recompute's), the parts unchanged since the last load are taken from it. `forStandings` (the
 * recompute, the closing): the entry fee's setting applies, so participants whose fee is open
 * may be left out; the organiser's checks (import, cup draw, restore) see every participant.
 */
export async function loadSeason(
  db: Db,
  cache?: PartCache,
  forStandings = false,
): Promise<StoredSeason | undefined> {
  const season = await db
    .selectFrom('season')
    .selectAll()
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  if (!season) return undefined;
  const versions = cache ? await loadPartVersions(db) : new Map<string, number>();

  const [clubs, spelers, wedstrijden, events, part, bekerRondes] = await Promise.all([
    db.selectFrom('club').select(['id', 'name']).orderBy('id').execute(),
    db.selectFrom('speler').selectAll().orderBy('id').execute(),
    db.selectFrom('wedstrijd').selectAll().orderBy('id').execute(),
    db.selectFrom('spelerEvents').selectAll().orderBy('matchId').orderBy('playerId').execute(),
    cachedPart(cache, versions, 'deelnemers', () => loadDeelnemersPart(db)),
    cachedPart(cache, versions, 'bekers', () => loadBekerRondes(db)),
  ]);

  // The entry fee's setting (migration 0011): when off, participants whose fee is still open
  // are left out of the engine's input, so of every standing (docs/decisions/017).
  const inleg = await db
    .selectFrom('inleg')
    .select('onbetaaldTeltMee')
    .where('seasonId', '=', season.id)
    .executeTakeFirst();
  const onbetaaldTeltMee = inleg === undefined || isSet(inleg.onbetaaldTeltMee);
  const counted = onbetaaldTeltMee || !forStandings ? part : await onlyPaid(db, part);

  const input: SeasonInput = {
    settings: JSON.parse(season.gameSettings) as GameSettings,
    roundCount: season.roundCount,
    clubs,
    teams: counted.teams,
    spelers: spelers.map((s) => ({
      id: s.id,
      name: s.name,
      clubId: s.clubId,
      position: s.position as Positie,
      status: s.status as SpelerStatus,
      availableFromRound: s.availableFromRound,
      departedFromRound: s.departedFromRound,
    })),
    wedstrijden,
    events: events.map(spelerEventsOf),
    deelnemers: counted.deelnemers,
    selecties: counted.selecties,
    transfers: counted.transfers,
    bekerRondes,
  };

  const meta: SeasonMeta = {
    seasonName: season.name,
    clubName: season.clubName,
    mainMessage: season.mainMessage,
    reglementExtraText: season.reglementExtraText,
    siteSettings: {
      showAanmelding: isSet(season.showAanmelding),
      showCompetitieOverzichten: isSet(season.showCompetitieOverzichten),
      showTeamOverzichten: isSet(season.showTeamOverzichten),
      showSpelersOverzichten: isSet(season.showSpelersOverzichten),
    },
    onbetaaldTeltMee,
  };
  return { meta, input, persoonIds: counted.persoonIds };
}

type DeelnemersPart = Awaited<ReturnType<typeof loadDeelnemersPart>>;

/** The participants' part without those whose entry fee is open (inleg_betaling). */
async function onlyPaid(db: Db, part: DeelnemersPart): Promise<DeelnemersPart> {
  const rows = await db.selectFrom('inlegBetaling').select('deelnemerId').execute();
  const paid = new Set(rows.map((r) => r.deelnemerId));
  return {
    ...part,
    deelnemers: part.deelnemers.filter((d) => paid.has(d.id)),
    selecties: part.selecties.filter((s) => paid.has(s.deelnemerId)),
    transfers: part.transfers.filter((t) => paid.has(t.deelnemerId)),
    persoonIds: new Map([...part.persoonIds].filter(([deelnemerId]) => paid.has(deelnemerId))),
  };
}

/**
 * Every participant's 11 in slot order: one row per participant with the ids joined (10,000
 * rows rather than 110,000 at 10,000 participants, a tenth of the time).
 */
async function loadSelecties(db: Db): Promise<{ deelnemerId: number; playerIds: number[] }[]> {
  const playerIds = isPostgres(db)
    ? sql<string>`string_agg(player_id::text, ',' order by slot)`
    : sql<string>`group_concat(player_id, ',' order by slot)`;
  const rows = await db
    .selectFrom('selectieSpeler')
    .select(['deelnemerId', playerIds.as('playerIds')])
    .groupBy('deelnemerId')
    .orderBy('deelnemerId')
    .execute();
  return rows.map((r) => ({
    deelnemerId: r.deelnemerId,
    playerIds: String(r.playerIds).split(',').map(Number),
  }));
}

async function loadBekerRondes(db: Db): Promise<BekerRonde[]> {
  const [rondes, duels] = await Promise.all([
    db.selectFrom('bekerRonde').selectAll().orderBy('kind').orderBy('sequence').execute(),
    db.selectFrom('bekerDuel').selectAll().orderBy('bekerRondeId').orderBy('slot').execute(),
  ]);
  const duelsByRonde = groupBy(duels, (d) => d.bekerRondeId);
  return rondes.map((r) => ({
    id: r.id,
    kind: r.kind as BekerKind,
    sequence: r.sequence,
    name: r.name,
    speelronde: r.speelronde,
    duels: (duelsByRonde.get(r.id) ?? []).map((d) => ({ first: d.firstId, second: d.secondId })),
    byes: JSON.parse(r.byes) as number[],
  }));
}

/** The season row as the organiser endpoints need it. */
export interface SeasonState {
  id: number;
  /** Closed (afgesloten): read-only until the next season starts. */
  isFinished: boolean;
  closedEarly: boolean;
  name: string;
  clubName: string;
  roundCount: number;
  settings: GameSettings;
  version: number;
  contentVersion: number;
  mainMessage: string;
  reglementExtraText: string;
}

export async function findSeason(db: Db): Promise<SeasonState | undefined> {
  const row = await db
    .selectFrom('season')
    .select([
      'id',
      'name',
      'clubName',
      'roundCount',
      'gameSettings',
      'version',
      'contentVersion',
      'mainMessage',
      'reglementExtraText',
      'closedAt',
      'closedEarly',
    ])
    .where('isCurrent', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { gameSettings, closedAt, closedEarly, ...rest } = row;
  return {
    ...rest,
    isFinished: closedAt !== null,
    closedEarly: isSet(closedEarly),
    settings: JSON.parse(gameSettings) as GameSettings,
  };
}

/** The id the next season gets: seasons are numbered in the order they were started. */
export async function nextSeasonId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('season')
    .select((eb) => eb.fn.max('id').as('highest'))
    .executeTakeFirst();
  return Number(row?.highest ?? 0) + 1;
}

/** The first season of a database: every overview shown, no texts yet. Its id. */
export async function insertSeason(
  db: Db,
  season: { name: string; clubName: string; roundCount: number; settings: GameSettings },
  now = new Date(),
): Promise<number> {
  const id = await nextSeasonId(db);
  await db
    .insertInto('season')
    .values({
      id,
      name: season.name,
      clubName: season.clubName,
      roundCount: season.roundCount,
      gameSettings: JSON.stringify(season.settings),
      showAanmelding: 1,
      showCompetitieOverzichten: 1,
      showTeamOverzichten: 1,
      showSpelersOverzichten: 1,
      mainMessage: '',
      reglementExtraText: '',
      updatedAt: now.toISOString(),
    })
    .execute();
  return id;
}

async function requireCurrentId(db: Db): Promise<number> {
  const id = await currentSeasonId(db);
  if (id === undefined) throw new Error('There is no current season');
  return id;
}

/** The name, round count and game settings; 409 when `version` is not the stored one. */
export async function updateSeasonSettings(
  db: Db,
  version: number,
  season: { name: string; roundCount: number; settings: GameSettings },
  now = new Date(),
): Promise<void> {
  await updateVersioned(db, 'season', await requireCurrentId(db), version, {
    name: season.name,
    roundCount: season.roundCount,
    gameSettings: JSON.stringify(season.settings),
    updatedAt: now.toISOString(),
  });
}

/** The site's texts; 409 when `contentVersion` is not the stored one. */
export async function updateSiteContent(
  db: Db,
  contentVersion: number,
  content: { clubName: string; mainMessage: string; reglementExtraText: string },
  now = new Date(),
): Promise<void> {
  await updateVersioned(
    db,
    'season',
    await requireCurrentId(db),
    contentVersion,
    {
      clubName: content.clubName,
      mainMessage: content.mainMessage,
      reglementExtraText: content.reglementExtraText,
      updatedAt: now.toISOString(),
    },
    'contentVersion',
  );
}

/** Per speelronde with matches: how many it has, and how many of them have a result. */
export async function matchesPerRound(
  db: Db,
): Promise<{ round: number; total: number; done: number }[]> {
  const rows = await db
    .selectFrom('wedstrijd')
    .select((eb) => [
      'round',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('homeGoals').as('done'),
    ])
    .groupBy('round')
    .execute();
  return rows.map((r) => ({ round: r.round, total: Number(r.total), done: Number(r.done) }));
}

/** True when a match of the speelronde has a result. */
export async function roundHasResults(db: Db, round: number): Promise<boolean> {
  const row = await db
    .selectFrom('wedstrijd')
    .select('id')
    .where('round', '=', round)
    .where('homeGoals', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The columns that name a speelronde, per kind of data. */
const ROUND_COLUMNS = {
  wedstrijd: ['wedstrijd', 'round'],
  beker: ['bekerRonde', 'speelronde'],
  transfer: ['transfer', 'fromRound'],
  periode: ['transferWindow', 'fromRound'],
  nieuw: ['speler', 'availableFromRound'],
  vertrokken: ['speler', 'departedFromRound'],
} as const;

export type RoundUse = keyof typeof ROUND_COLUMNS;

/** The highest speelronde each kind of data uses (0 when none). */
export async function highestRoundsInUse(db: Db): Promise<Record<RoundUse, number>> {
  const highest = {} as Record<RoundUse, number>;
  await Promise.all(
    (Object.keys(ROUND_COLUMNS) as RoundUse[]).map(async (use) => {
      const [table, column] = ROUND_COLUMNS[use];
      // One column of one table each; Kysely cannot type a query over their union.
      const row = await db
        .selectFrom(table as 'wedstrijd')
        .select((eb) => eb.fn.max(column as 'round').as('highest'))
        .executeTakeFirst();
      highest[use] = Number(row?.highest ?? 0);
    }),
  );
  return highest;
}
