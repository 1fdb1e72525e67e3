// Where each cup stands for the organiser: its rounds, whether a round's draw can still be
// undone, and who would be in the next draw (docs/game.md: first round everyone, resp. every team
// with enough participants; then the previous round's winners and byes once it is played).
import type { OrganiserBeker } from '@clubelf/contract';
import { bekerRondeName, computeSeason, firstBekerEntrants } from '@clubelf/engine';
import type { BekerKind, BekerRondeResult, SeasonInput, SeasonResult } from '@clubelf/engine';
import type { Db } from '../../db/database';
import { loadSeason } from '../../read-model/season-repository';
import { refused } from '../../http/conflict';
import { NO_SEASON_MESSAGE } from '../seizoen/season-state';

export interface BekerPlan {
  beker: OrganiserBeker;
  /** The rounds as the engine computed them, by sequence. */
  rondes: BekerRondeResult[];
  entrants: number[];
}

export interface SeasonSnapshot {
  input: SeasonInput;
  result: SeasonResult;
}

export async function seasonSnapshot(db: Db): Promise<SeasonSnapshot> {
  const stored = await loadSeason(db);
  if (!stored) throw refused(NO_SEASON_MESSAGE);
  return { input: stored.input, result: computeSeason(stored.input) };
}

/**
 * `speelronde`: the one the next round would be drawn for (the earliest possible when absent);
 * a first round draws only who plays in it (a late joiner from his start round on, issue 26).
 */
export function bekerPlan(
  snapshot: SeasonSnapshot,
  kind: BekerKind,
  speelronde?: number,
): BekerPlan {
  const { input, result } = snapshot;
  const states = result.rondes;
  const hasResults = (round: number) => (states[round - 1]?.state ?? 'gepland') !== 'gepland';
  const rondes = result.bekerRondes
    .filter((r) => r.kind === kind)
    .sort((a, b) => a.sequence - b.sequence);
  const last = rondes[rondes.length - 1];
  const who = kind === 'beker' ? 'deelnemers' : 'teams';

  let minSpeelronde: number | null = null;
  for (let round = last ? last.speelronde + 1 : 1; round <= input.roundCount; round++) {
    if (!hasResults(round)) {
      minSpeelronde = round;
      break;
    }
  }
  let blockedReason: string | null = null;
  let entrants: number[] = [];
  if (!last)
    entrants = firstBekerEntrants(input, kind, speelronde ?? minSpeelronde ?? input.roundCount);
  else if (!last.isFinished) {
    // Named like the list of rounds beside it: the latest drawn round, its speelronde, not played.
    const final = last.duels.length === 1 && last.byes.length === 0;
    blockedReason = `${last.name} (speelronde ${last.speelronde}) is nog niet gespeeld${final ? '.' : '; daarna kan de volgende ronde geloot worden.'}`;
  } else entrants = last.advancing;
  if (blockedReason === null && last && entrants.length < 2)
    blockedReason = 'De beker is beslist: er is een winnaar.';
  else if (blockedReason === null && entrants.length < 2) {
    blockedReason = `Voor een loting zijn minstens 2 ${who} nodig (nu ${entrants.length}).`;
  }
  if (blockedReason === null && minSpeelronde === null) {
    blockedReason = 'Er is geen speelronde zonder uitslagen meer over om de ronde aan te koppelen.';
  }

  return {
    rondes,
    entrants,
    beker: {
      kind,
      rondes: rondes.map((r, i) => ({
        id: r.id,
        kind,
        sequence: r.sequence,
        name: r.name,
        speelronde: r.speelronde,
        isFinished: r.isFinished,
        duelCount: r.duels.length,
        byeCount: r.byes.length,
        deleteBlockedReason:
          i !== rondes.length - 1
            ? 'Alleen de laatste ronde van de beker kan opnieuw geloot worden.'
            : hasResults(r.speelronde)
              ? `Speelronde ${r.speelronde} heeft al uitslagen: de loting staat vast.`
              : null,
      })),
      next: {
        blockedReason,
        entrantCount: entrants.length,
        name: entrants.length >= 2 ? bekerRondeName(entrants.length) : null,
        minSpeelronde,
      },
    },
  };
}
