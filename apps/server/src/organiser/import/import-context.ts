// What the row checks compare with: the stored season, loaded the way the engine gets it.
import type { SeasonInput, Speler } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { loadSeason } from '../../read-model/season-repository';
import { refused } from '../../http/conflict';
import { wedstrijdVersions } from '../speelschema/wedstrijd-repository';
import { NO_SEASON_MESSAGE } from '../seizoen/season-state';
import { createPlayerIndex } from './player-lookup';
import type { PlayerIndex } from './player-lookup';

export interface ImportContext {
  input: SeasonInput;
  players: PlayerIndex;
  spelersById: ReadonlyMap<number, Speler>;
  clubNames: ReadonlyMap<number, string>;
  /** Each match's version: an import of events raises it, as the grid's save does. */
  matchVersions: ReadonlyMap<number, number>;
}

export function createImportContext(
  input: SeasonInput,
  matchVersions: ReadonlyMap<number, number> = new Map(),
): ImportContext {
  return {
    input,
    matchVersions,
    players: createPlayerIndex(input.spelers, input.clubs),
    spelersById: new Map(input.spelers.map((s) => [s.id, s])),
    clubNames: new Map(input.clubs.map((c) => [c.id, c.name])),
  };
}

/** The season as stored now (inside the import's transaction when writing), or 409. */
export async function loadImportContext(db: Db): Promise<ImportContext> {
  const [stored, versions] = await Promise.all([loadSeason(db), wedstrijdVersions(db)]);
  if (!stored) throw refused(NO_SEASON_MESSAGE);
  return createImportContext(stored.input, versions);
}
