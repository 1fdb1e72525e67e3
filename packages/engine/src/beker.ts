// Knockout cups (beker between participants, teambeker between teams): naming, the draw, results.
import type { BekerRondeResult, DuelResult } from './results';
import type { BekerKind, BekerRonde, Duel, SeasonInput } from './types';

export function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && 2 ** Math.round(Math.log2(n)) === n;
}

/** The largest power of two strictly below n (n >= 2). */
function powerOfTwoBelow(n: number): number {
  let p = 1;
  while (p * 2 < n) p *= 2;
  return p;
}

function refuseTooFew(entrantCount: number): void {
  if (!Number.isInteger(entrantCount) || entrantCount < 2) {
    throw new RangeError(`Een bekerronde heeft minstens 2 deelnemers nodig (nu ${entrantCount}).`);
  }
}

/** Name of a round by the number of entrants; a field that is not a power of two starts with a voorronde. */
export function bekerRondeName(entrantCount: number): string {
  refuseTooFew(entrantCount);
  if (!isPowerOfTwo(entrantCount)) return 'Voorronde';
  switch (entrantCount) {
    case 2:
      return 'Finale';
    case 4:
      return 'Halve finale';
    case 8:
      return 'Kwartfinale';
    case 16:
      return 'Achtste finale';
    default:
      return `1/${entrantCount / 2} finale`;
  }
}

/** Whether a participant plays speelronde `speelronde` (a late joiner only from his start). */
export const playsIn = (d: { startRonde?: number }, speelronde: number): boolean =>
  (d.startRonde ?? 1) <= speelronde;

/**
 * The field of a cup's first round drawn for `speelronde` (docs/game.md): every participant who
 * plays in it, resp. every team with enough such participants. A late joiner who starts after
 * that speelronde is not drawn: he would be scored in a round that is not his (issue 26).
 */
export function firstBekerEntrants(
  input: Pick<SeasonInput, 'deelnemers' | 'teams' | 'settings'>,
  kind: BekerKind,
  speelronde: number,
): number[] {
  const playing = input.deelnemers.filter((d) => playsIn(d, speelronde));
  if (kind === 'beker') return playing.map((d) => d.id);
  const members = new Map<number, number>();
  for (const d of playing) members.set(d.teamId, (members.get(d.teamId) ?? 0) + 1);
  return input.teams
    .filter((t) => (members.get(t.id) ?? 0) >= input.settings.teamMinDeelnemers)
    .map((t) => t.id);
}

export interface BekerLoting {
  name: string;
  duels: Duel[];
  byes: number[];
}

/**
 * Draws a round: a Fisher-Yates shuffle, then pairs in drawn order. When the field is not a power
 * of two, only 2 * (N - P) entrants play (P = the largest power of two below N) so that exactly P
 * remain; the rest get a bye.
 */
export function drawBekerRonde(entrants: number[], random: () => number): BekerLoting {
  refuseTooFew(entrants.length);
  if (new Set(entrants).size !== entrants.length) {
    throw new RangeError('Elke deelnemer doet maar één keer mee aan de loting.');
  }
  const drawn = [...entrants];
  for (let i = drawn.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [drawn[i], drawn[j]] = [drawn[j] as number, drawn[i] as number];
  }
  const n = drawn.length;
  const playing = isPowerOfTwo(n) ? n : 2 * (n - powerOfTwoBelow(n));
  const duels: Duel[] = [];
  for (let k = 0; k < playing; k += 2)
    duels.push({ first: drawn[k] as number, second: drawn[k + 1] as number });
  return { name: bekerRondeName(n), duels, byes: drawn.slice(playing) };
}

/** Round score of an entrant in a speelronde (team: average over its participants). */
export type BekerScoreOf = (entrant: number, speelronde: number) => number;

function openDuel(duel: Duel): DuelResult {
  return {
    first: duel.first,
    second: duel.second,
    firstScore: null,
    secondScore: null,
    firstTotal: null,
    secondTotal: null,
    winner: null,
    decidedBy: null,
  };
}

function duelResult(
  duel: Duel,
  round: number,
  scoreOf: BekerScoreOf,
  totalOf: BekerScoreOf,
): DuelResult {
  const first = duel.first;
  const second = duel.second;
  const firstScore = scoreOf(first, round);
  const secondScore = scoreOf(second, round);
  const firstTotal = totalOf(first, round);
  const secondTotal = totalOf(second, round);
  let winner = first;
  let decidedBy: DuelResult['decidedBy'] = 'loting';
  if (firstScore !== secondScore) {
    winner = firstScore > secondScore ? first : second;
    decidedBy = 'score';
  } else if (firstTotal !== secondTotal) {
    winner = firstTotal > secondTotal ? first : second;
    decidedBy = 'totaal';
  }
  return { first, second, firstScore, secondScore, firstTotal, secondTotal, winner, decidedBy };
}

/**
 * A stored round with its results: each duel is won by the higher round score in the round's
 * speelronde, then the higher total up to and including it, then by whoever was drawn first.
 */
export function bekerRondeResult(
  ronde: BekerRonde,
  scoreOf: BekerScoreOf,
  totalOf: BekerScoreOf,
  isPlayed: (speelronde: number) => boolean,
): BekerRondeResult {
  const isFinished = isPlayed(ronde.speelronde);
  const duels: DuelResult[] = new Array(ronde.duels.length);
  for (let i = 0; i < duels.length; i++) {
    const duel = ronde.duels[i] as Duel;
    duels[i] = isFinished ? duelResult(duel, ronde.speelronde, scoreOf, totalOf) : openDuel(duel);
  }
  const advancing: number[] = [];
  if (isFinished) {
    for (const duel of duels) advancing.push(duel.winner as number);
    for (const bye of ronde.byes) advancing.push(bye);
  }
  return {
    id: ronde.id,
    kind: ronde.kind,
    sequence: ronde.sequence,
    name: ronde.name,
    speelronde: ronde.speelronde,
    isFinished,
    duels,
    byes: [...ronde.byes],
    advancing,
  };
}

/** The field of the next round: the winners in duel order, then the byes. */
export function nextBekerEntrants(result: BekerRondeResult): number[] {
  if (!result.isFinished) {
    throw new RangeError(
      `${result.name} is nog niet gespeeld; de volgende ronde kan nog niet geloot worden.`,
    );
  }
  return [...result.advancing];
}
