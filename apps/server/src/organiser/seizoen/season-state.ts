// The season as the organiser endpoints need it, and the state of each speelronde.
import type { RondeState } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { findSeason, matchesPerRound } from '../../read-model/season-repository';
import type { SeasonState } from '../../read-model/season-repository';
import { refused } from '../../http/conflict';

export const NO_SEASON_MESSAGE = 'Er is nog geen seizoen. Maak eerst een seizoen aan.';

/** The season, or 409: nothing can be set up before it exists. */
export async function requireSeason(db: Db): Promise<SeasonState> {
  const season = await findSeason(db);
  if (!season) throw refused(NO_SEASON_MESSAGE);
  return season;
}

/** The state of every speelronde 1..roundCount, as the engine defines it. */
export async function rondeStates(db: Db, roundCount: number): Promise<RondeState[]> {
  const states: RondeState[] = Array.from({ length: roundCount }, () => 'gepland');
  for (const { round, total, done } of await matchesPerRound(db)) {
    if (round >= 1 && round <= roundCount) {
      states[round - 1] = done === 0 ? 'gepland' : done === total ? 'gespeeld' : 'bezig';
    }
  }
  return states;
}
