// The season row as the organiser endpoints need it, and which speelrondes have results.
import type { GameSettings, RondeState } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { refused } from '../conflict';

export interface SeasonState {
  name: string;
  clubName: string;
  roundCount: number;
  settings: GameSettings;
  version: number;
  contentVersion: number;
  mainMessage: string;
  reglementExtraText: string;
}

export const NO_SEASON_MESSAGE = 'Er is nog geen seizoen. Maak eerst een seizoen aan.';

export async function findSeason(db: Db): Promise<SeasonState | undefined> {
  const row = await db
    .selectFrom('season')
    .select([
      'name',
      'clubName',
      'roundCount',
      'gameSettings',
      'version',
      'contentVersion',
      'mainMessage',
      'reglementExtraText',
    ])
    .where('id', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const { gameSettings, ...rest } = row;
  return { ...rest, settings: JSON.parse(gameSettings) as GameSettings };
}

/** The season, or 409: nothing can be set up before it exists. */
export async function requireSeason(db: Db): Promise<SeasonState> {
  const season = await findSeason(db);
  if (!season) throw refused(NO_SEASON_MESSAGE);
  return season;
}

/** The state of every speelronde 1..roundCount, as the engine defines it. */
export async function rondeStates(db: Db, roundCount: number): Promise<RondeState[]> {
  const rows = await db
    .selectFrom('wedstrijd')
    .select((eb) => [
      'round',
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.count<number | string>('homeGoals').as('done'),
    ])
    .groupBy('round')
    .execute();
  const states: RondeState[] = Array.from({ length: roundCount }, () => 'gepland');
  for (const row of rows) {
    const total = Number(row.total);
    const done = Number(row.done);
    if (row.round >= 1 && row.round <= roundCount) {
      states[row.round - 1] = done === 0 ? 'gepland' : done === total ? 'gespeeld' : 'bezig';
    }
  }
  return states;
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
