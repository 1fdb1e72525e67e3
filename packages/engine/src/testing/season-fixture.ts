// Builds small seasons for the season tests. Its score table makes points easy to compute by
// hand: every goal 1 point, every own goal -1, nothing else; cards still give card points.
import { defaultGameSettings } from '../settings';
import type {
  BekerRonde,
  GameSettings,
  Positie,
  ScoreTable,
  SeasonInput,
  Speler,
  SpelerEvents,
  Team,
  Transfer,
  Wedstrijd,
} from '../types';
import { POSITIES, SCORE_EVENTS } from '../types';

export function unitScoreTable(): ScoreTable {
  const table = {} as ScoreTable;
  for (const positie of POSITIES) {
    const row = {} as ScoreTable[Positie];
    for (const event of SCORE_EVENTS) row[event] = 0;
    row.doelpunt = 1;
    row.eigenDoelpunt = -1;
    table[positie] = row;
  }
  return table;
}

export interface FixturePlayer extends Partial<Speler> {
  id: number;
  /** Points per round (index round - 1) for rounds with results; no entry = no event. */
  points: number[];
  /** Rounds (1-based) in which he got a yellow card. */
  yellowIn?: number[];
}

export interface FixtureDeelnemer {
  id: number;
  name: string;
  teamId: number;
  subcompetities?: string[];
  selectie: number[];
}

export interface FixtureOptions {
  roundCount?: number;
  /** Rounds 1..playedRounds have all results. */
  playedRounds: number;
  /** A round of which only the first match has a result. */
  bezigRound?: number;
  players: FixturePlayer[];
  deelnemers: FixtureDeelnemer[];
  teams?: Team[];
  transfers?: Transfer[];
  bekerRondes?: BekerRonde[];
  settings?: Partial<GameSettings>;
}

/** Two matches per round: 10r+1 (club 1 - club 2) and 10r+2 (club 3 - club 4), all 0-0. */
export function fixtureSeason(options: FixtureOptions): SeasonInput {
  const roundCount = options.roundCount ?? 8;
  const wedstrijden: Wedstrijd[] = [];
  for (let round = 1; round <= roundCount; round++) {
    for (const k of [1, 2]) {
      const hasResult = round <= options.playedRounds || (round === options.bezigRound && k === 1);
      wedstrijden.push({
        id: round * 10 + k,
        round,
        homeClubId: k === 1 ? 1 : 3,
        awayClubId: k === 1 ? 2 : 4,
        homeGoals: hasResult ? 0 : null,
        awayGoals: hasResult ? 0 : null,
        kickoff: `2026-08-${String(round).padStart(2, '0')}T20:00`,
      });
    }
  }
  const events: SpelerEvents[] = [];
  for (const player of options.players) {
    player.points.forEach((points, r) => {
      events.push({
        matchId: (r + 1) * 10 + 1,
        playerId: player.id,
        clubId: 1,
        played: true,
        basisplaats: false,
        goals: Math.max(points, 0),
        penaltyGoals: 0,
        assists: 0,
        ownGoals: Math.max(-points, 0),
        yellow: player.yellowIn?.includes(r + 1) ? 1 : 0,
        secondYellow: false,
        directRed: false,
        penaltiesSaved: 0,
        penaltiesMissed: 0,
      });
    });
  }
  const teams = options.teams ?? [{ id: 1, name: 'Team 1' }];
  const teamName = (id: number) => teams.find((t) => t.id === id)?.name ?? `Team ${id}`;
  const spelers: Speler[] = options.players.map(
    ({ points: _points, yellowIn: _yellowIn, ...p }) => ({
      name: `Speler ${p.id}`,
      clubId: 1,
      position: 'Aanvaller',
      status: 'actief',
      availableFromRound: null,
      departedFromRound: null,
      ...p,
    }),
  );
  return {
    settings: {
      ...defaultGameSettings(roundCount),
      scoreTable: unitScoreTable(),
      ...options.settings,
    },
    roundCount,
    clubs: [
      { id: 1, name: 'Ajax' },
      { id: 2, name: 'PSV' },
      { id: 3, name: 'Feyenoord' },
      { id: 4, name: 'AZ' },
    ],
    teams,
    spelers,
    wedstrijden,
    events,
    deelnemers: options.deelnemers.map((d) => ({
      id: d.id,
      name: d.name,
      teamId: d.teamId,
      teamName: teamName(d.teamId),
      subcompetities: d.subcompetities ?? [],
    })),
    selecties: options.deelnemers.map((d) => ({ deelnemerId: d.id, playerIds: d.selectie })),
    transfers: options.transfers ?? [],
    bekerRondes: options.bekerRondes ?? [],
  };
}
