// Dense indices for the season's hot loops: players and participants become 0..n-1 so points and
// scores live in flat typed arrays. Per-participant-per-round values are round-major,
// (round - 1) * participantCount + participant, so a round is one contiguous run.
import { peopleOf } from '../compact-standing';
import type { StandingPeople } from '../compact-standing';
import { createIdIndex } from '../id-index';
import type { IdIndex } from '../id-index';
import { nameOrder } from '../name-order';
import type { Deelnemer, SeasonInput, Speler } from '../types';

export { createIdIndex } from '../id-index';
export type { IdIndex } from '../id-index';

export interface SeasonContext {
  input: SeasonInput;
  roundCount: number;
  spelers: readonly Speler[];
  playerIndex: IdIndex;
  deelnemers: readonly Deelnemer[];
  deelnemerIndex: IdIndex;
  deelnemerIds: Float64Array;
  /** Per participant index, so rows are built without touching the participant objects. */
  names: string[];
  teamNames: string[];
  /** The same, for the standings' rows (compact-standing.ts). */
  people: StandingPeople;
  /** Participant indices by name (Dutch collation), then id: the order inside a shared position. */
  byName: Int32Array;
  /** Inverse of byName: a participant's place in name order. */
  nameRank: Int32Array;
}

export function createContext(input: SeasonInput): SeasonContext {
  if (!Number.isInteger(input.roundCount) || input.roundCount < 1) {
    throw new RangeError(`Een seizoen heeft minstens 1 speelronde (nu ${input.roundCount}).`);
  }
  const deelnemers = input.deelnemers;
  const names: string[] = new Array(deelnemers.length);
  const teamNames: string[] = new Array(deelnemers.length);
  const ids = new Float64Array(deelnemers.length);
  for (let i = 0; i < deelnemers.length; i++) {
    const d = deelnemers[i] as Deelnemer;
    names[i] = d.name;
    teamNames[i] = d.teamName;
    ids[i] = d.id;
  }
  const byName = nameOrder(names, ids);
  const nameRank = new Int32Array(byName.length);
  for (let k = 0; k < byName.length; k++) nameRank[byName[k] as number] = k;
  return {
    input,
    roundCount: input.roundCount,
    spelers: input.spelers,
    playerIndex: createIdIndex(Float64Array.from(input.spelers, (s) => s.id)),
    deelnemers,
    deelnemerIndex: createIdIndex(ids),
    deelnemerIds: ids,
    names,
    teamNames,
    people: peopleOf(ids, names, teamNames),
    byName,
    nameRank,
  };
}

/** Per participant: the sum of his round scores over rounds from..to (clipped to the season). */
export function sumRounds(
  scores: Float64Array,
  count: number,
  roundCount: number,
  from: number,
  to: number,
): Float64Array {
  const sums = new Float64Array(count);
  for (let r = Math.max(1, from) - 1; r < Math.min(roundCount, to); r++) {
    const base = r * count;
    for (let d = 0; d < count; d++) sums[d] = (sums[d] as number) + (scores[base + d] as number);
  }
  return sums;
}
