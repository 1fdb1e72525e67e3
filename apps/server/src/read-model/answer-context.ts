// What every answer builder reads: the stored season, the engine's result and name lookups.
import type { Deelnemer, SeasonInput, SeasonResult, Speler } from '@clubelf/engine';
import type { SeasonMeta } from './season-repository';

export interface AnswerContext {
  meta: SeasonMeta;
  input: SeasonInput;
  result: SeasonResult;
  clubNames: ReadonlyMap<number, string>;
  teamNames: ReadonlyMap<number, string>;
  spelers: ReadonlyMap<number, Speler>;
  deelnemers: ReadonlyMap<number, Deelnemer>;
  /** Per participant, their person (careers); the participant's own id when not known. */
  persoonIds: ReadonlyMap<number, number>;
}

export function createAnswerContext(
  meta: SeasonMeta,
  input: SeasonInput,
  result: SeasonResult,
  persoonIds: ReadonlyMap<number, number> = new Map(),
): AnswerContext {
  return {
    meta,
    input,
    result,
    clubNames: new Map(input.clubs.map((c) => [c.id, c.name])),
    teamNames: new Map(input.teams.map((t) => [t.id, t.name])),
    spelers: new Map(input.spelers.map((s) => [s.id, s])),
    deelnemers: new Map(input.deelnemers.map((d) => [d.id, d])),
    persoonIds,
  };
}

/** Dutch alphabetical order for names shown in lists. */
export const byDutchName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare;
