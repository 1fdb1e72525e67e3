// The beker and the teambeker, drawn round after round with the engine's draw. The entrants of
// each next round are the engine's result (bekerRondeResult) of the round before, so the demo
// cups are what the organiser's "draw next round" would have produced.
import {
  bekerRondeResult,
  createRandom,
  drawBekerRonde,
  isPowerOfTwo,
  nextBekerEntrants,
} from '@clubelf/engine';
import type { BekerKind, BekerRonde, SeasonInput } from '@clubelf/engine';
import { cupScores } from './cup-scores';
import type { Random } from './random-tools';

/** Speelronde of the first round of each cup; the next ones follow every few rounds. */
export const FIRST_SPEELRONDE: Record<BekerKind, number> = { beker: 5, teambeker: 6 };
const PREFERRED_GAP = 3;

/** How many rounds a cup of n entrants takes: a voorronde when n is no power of two, then halving. */
export function cupRoundCount(entrantCount: number): number {
  if (entrantCount < 2) return 0;
  if (isPowerOfTwo(entrantCount)) return Math.log2(entrantCount);
  // The voorronde leaves the largest power of two below n, which then halves to the final.
  return 1 + Math.floor(Math.log2(entrantCount));
}

/** The speelronde of each cup round: every 3 rounds, closer together when the cup is long. */
export function cupSpeelrondes(entrantCount: number, first: number, roundCount: number): number[] {
  const count = cupRoundCount(entrantCount);
  if (count === 0) return [];
  const room = roundCount - first;
  const gap =
    count > 1
      ? Math.max(1, Math.min(PREFERRED_GAP, Math.floor(room / (count - 1))))
      : PREFERRED_GAP;
  const speelrondes = Array.from({ length: count }, (_, i) => first + i * gap);
  if ((speelrondes[count - 1] as number) > roundCount) {
    throw new RangeError(
      `a cup of ${entrantCount} entrants does not fit in ${roundCount} speelrondes`,
    );
  }
  return speelrondes;
}

export function createBekerRondes(
  season: SeasonInput,
  playedRounds: number,
  random: Random,
): BekerRonde[] {
  const teamSizes = new Map<number, number>();
  for (const d of season.deelnemers) teamSizes.set(d.teamId, (teamSizes.get(d.teamId) ?? 0) + 1);
  const entrants: Record<BekerKind, number[]> = {
    beker: season.deelnemers.map((d) => d.id),
    // Teams below the minimum do not count in the team competition, nor in its cup.
    teambeker: season.teams
      .filter((t) => (teamSizes.get(t.id) ?? 0) >= season.settings.teamMinDeelnemers)
      .map((t) => t.id),
  };
  // The draw uses the engine's generator, seeded from the demo's stream.
  const drawRandom = createRandom(Math.floor(random() * 2 ** 32));
  const scores = cupScores(season);
  const all: BekerRonde[] = [];
  for (const kind of ['beker', 'teambeker'] as const) {
    let field = entrants[kind];
    if (field.length < 2) continue;
    const speelrondes = cupSpeelrondes(field.length, FIRST_SPEELRONDE[kind], season.roundCount);
    // Draw round after round while the last one is played and was not the final: this leaves
    // exactly one drawn round still to play (unless the cup is over).
    for (let sequence = 1; ; sequence++) {
      const loting = drawBekerRonde(field, drawRandom);
      const ronde: BekerRonde = {
        id: all.length + 1,
        kind,
        sequence,
        name: loting.name,
        speelronde: speelrondes[sequence - 1] as number,
        duels: loting.duels,
        byes: loting.byes,
      };
      all.push(ronde);
      if (ronde.speelronde > playedRounds || field.length <= 2) break;
      const result = bekerRondeResult(
        ronde,
        scores.scoreOf[kind],
        scores.totalOf[kind],
        scores.isPlayed,
      );
      field = nextBekerEntrants(result);
    }
  }
  return all;
}
