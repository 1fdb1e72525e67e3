// Loads the whole season from the database in the engine's input shape.
import type {
  BekerKind,
  BekerRonde,
  GameSettings,
  Positie,
  SeasonInput,
  SpelerStatus,
} from '@clubelf/engine';
import type { Db } from '../db/database';
import { groupBy } from '../lib/group-by';

export interface SeasonMeta {
  seasonName: string;
  clubName: string;
  mainMessage: string;
  reglementExtraText: string;
  siteSettings: {
    showAanmelding: boolean;
    showCompetitieOverzichten: boolean;
    showTeamOverzichten: boolean;
    showSpelersOverzichten: boolean;
  };
}

export interface StoredSeason {
  meta: SeasonMeta;
  input: SeasonInput;
}

export async function hasSeason(db: Db): Promise<boolean> {
  const row = await db.selectFrom('season').select('id').executeTakeFirst();
  return row !== undefined;
}

export async function loadSeason(db: Db): Promise<StoredSeason | undefined> {
  const season = await db.selectFrom('season').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!season) return undefined;

  const [clubs, teams, spelers, wedstrijden, events, deelnemers, subs, selectie, transfers] =
    await Promise.all([
      db.selectFrom('club').select(['id', 'name']).orderBy('id').execute(),
      db.selectFrom('team').select(['id', 'name']).orderBy('id').execute(),
      db.selectFrom('speler').selectAll().orderBy('id').execute(),
      db.selectFrom('wedstrijd').selectAll().orderBy('id').execute(),
      db.selectFrom('spelerEvents').selectAll().orderBy('matchId').orderBy('playerId').execute(),
      db
        .selectFrom('deelnemer')
        .innerJoin('team', 'team.id', 'deelnemer.teamId')
        .select(['deelnemer.id', 'deelnemer.name', 'deelnemer.teamId', 'team.name as teamName'])
        .orderBy('deelnemer.id')
        .execute(),
      db.selectFrom('deelnemerSubcompetitie').selectAll().orderBy('name').execute(),
      db.selectFrom('selectieSpeler').selectAll().orderBy('deelnemerId').orderBy('slot').execute(),
      db.selectFrom('transfer').selectAll().orderBy('id').execute(),
    ]);

  const subsByDeelnemer = groupBy(subs, (s) => s.deelnemerId);
  const selectieByDeelnemer = groupBy(selectie, (s) => s.deelnemerId);

  const input: SeasonInput = {
    settings: JSON.parse(season.gameSettings) as GameSettings,
    roundCount: season.roundCount,
    clubs,
    teams,
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
    events: events.map((e) => ({
      ...e,
      played: e.played === 1,
      basisplaats: e.basisplaats === 1,
      secondYellow: e.secondYellow === 1,
      directRed: e.directRed === 1,
    })),
    deelnemers: deelnemers.map((d) => ({
      ...d,
      subcompetities: (subsByDeelnemer.get(d.id) ?? []).map((s) => s.name),
    })),
    selecties: [...selectieByDeelnemer].map(([deelnemerId, rows]) => ({
      deelnemerId,
      playerIds: rows.map((r) => r.playerId),
    })),
    transfers,
    bekerRondes: await loadBekerRondes(db),
  };

  const meta: SeasonMeta = {
    seasonName: season.name,
    clubName: season.clubName,
    mainMessage: season.mainMessage,
    reglementExtraText: season.reglementExtraText,
    siteSettings: {
      showAanmelding: season.showAanmelding === 1,
      showCompetitieOverzichten: season.showCompetitieOverzichten === 1,
      showTeamOverzichten: season.showTeamOverzichten === 1,
      showSpelersOverzichten: season.showSpelersOverzichten === 1,
    },
  };
  return { meta, input };
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
